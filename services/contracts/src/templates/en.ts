import type { LeaseClauses } from './leaseClauses';

export const EN_CLAUSES: LeaseClauses = {
  titles: {
    main_residence: 'Main residence lease',
    common_law: 'Common-law lease',
    commercial_lease: 'Commercial lease',
    student_housing: 'Student housing lease',
  },
  parties: `Contract {{contractNumber}} – {{regionName}}

## Between the parties
The landlord: {{landlordIdentity}},

and the tenant(s), jointly and severally liable:
{{tenantList}}

Guarantor: {{guarantor}}.

It is agreed as follows.`,
  object: {
    main_residence: `## Article 1 – Premises
The landlord lets to the tenant, who accepts, the premises at {{propertyAddress}}. The tenant uses the premises as their main residence. The premises are let in the condition described in the check-in inventory.`,
    common_law: `## Article 1 – Premises
The landlord lets to the tenant, who accepts, the premises at {{propertyAddress}}. The premises are not the tenant's main residence; this lease is governed by the general lease rules of the Civil Code, not by the main-residence lease rules.`,
    commercial_lease: `## Article 1 – Premises
The landlord lets to the tenant, who accepts, the premises at {{propertyAddress}}, to run a retail business dealing directly with the public. This lease is governed by the Commercial Lease Act of 30 April 1951.`,
    student_housing: `## Article 1 – Premises
The landlord lets to the tenant, a student enrolled at an educational institution, the premises at {{propertyAddress}}. The premises are not the tenant's main residence.`,
  },
  mainResidenceDuration: {
    flanders: `## Article 2 – Term
This lease is concluded for {{durationMonths}}, from {{startsOn}} up to and including {{endsOn}}.
{{durationRules}}`,
    brussels: `## Article 2 – Term
This lease is concluded for {{durationMonths}}, from {{startsOn}} up to and including {{endsOn}}, under the Brussels Housing Code.
{{durationRules}}`,
    wallonia: `## Article 2 – Term
This lease is concluded for {{durationMonths}}, from {{startsOn}} up to and including {{endsOn}}, under the Walloon decree of 15 March 2018 on residential leases.
{{durationRules}}`,
  },
  durationRules: {
    flanders: {
      long: `A nine-year lease is extended by three years each time on the same terms unless a party gives notice at least six months before it expires. The tenant may end the lease at any time with three months' notice; if it ends in the first, second or third year, an indemnity of three, two or one month's rent is due. The landlord may end it early only for own occupation, major renovation, or without reason against an indemnity, with six months' notice.`,
      short: `A lease of three years or less may be extended once, in writing and on the same terms, for a total of at most three years. Without notice at least three months before its end, it is deemed concluded for nine years from the original start date.`,
    },
    brussels: {
      long: `A nine-year lease is extended by three years each time on the same terms unless a party gives notice at least six months before it expires.`,
      short: `A lease of three years or less may be extended several times, in writing and on the same terms, within a total of at most three years. Without timely notice it is deemed concluded for nine years from the original start date.`,
    },
    wallonia: {
      long: `A nine-year lease is extended by three years each time on the same terms unless a party gives notice at least six months before it expires.`,
      short: `A lease of three years or less may be extended at most twice, in writing, within a total of three years. The tenant may end it early with three months' notice and an indemnity of one month's rent; the landlord only after the first year, for own occupation, with three months' notice and an indemnity of one month's rent. Without timely notice it is deemed concluded for nine years from the original start date.`,
    },
  },
  duration: {
    common_law: `## Article 2 – Term
This lease is concluded for {{durationMonths}}, from {{startsOn}} up to and including {{endsOn}}, and ends automatically on that date unless the parties agree otherwise in writing.`,
    commercial_lease: `## Article 2 – Term and renewal
This lease is concluded for {{durationMonths}}, from {{startsOn}} up to and including {{endsOn}}; a shorter term is deemed to be nine years. The tenant is entitled to three renewals of nine years each, requested by registered letter or bailiff's writ between the eighteenth and the fifteenth month before expiry. A landlord who refuses renewal without reason owes an eviction indemnity of three years' rent.`,
    student_housing: `## Article 2 – Term
This lease is concluded for {{durationMonths}}, from {{startsOn}} up to and including {{endsOn}}, and ends automatically on that date; any tacit renewal clause is void. The student may end the lease on stopping their studies or on the death of a parent or provider, with two months' notice. Subletting or transfer is allowed for an exchange programme or an internship.`,
  },
  rent: `## Article 3 – Rent
The rent is {{rent}} per month, excluding costs and charges, payable {{paymentFrequency}} no later than day {{rentDueDay}} of the period, by bank transfer to the landlord's account with the structured communication {{structuredReference}}.`,
  charges: `## Article 4 – Costs and charges
The tenant pays {{charges}} per month for the common costs and charges, as {{chargesKind}}. Water, gas, electricity and telecommunications on an individual meter are paid by the tenant.`,
  indexation: {
    flanders: `## Article 5 – Indexation
The rent may be adjusted to the health index once per lease year, on the anniversary of its entry into force, at the landlord's written request and with retroactive effect limited to the three months before the month of the request: base rent × new index / starting index. The starting index is that of the month before the lease entered into force ({{indexBaseMonth}}).
Energy performance certificate: label {{epcLabel}}, number {{epcNumber}}.`,
    brussels: `## Article 5 – Indexation
The rent may be adjusted to the health index once per lease year, on the anniversary of its entry into force, at the landlord's written request and with retroactive effect limited to the three months before the month of the request: base rent × new index / starting index. The starting index is that of the month before signing ({{indexBaseMonth}}). No indexation while the lease is not registered and the EPB certificate has not been given to the tenant.
EPB certificate: label {{epcLabel}}, number {{epcNumber}}.`,
    wallonia: `## Article 5 – Indexation
The rent may be adjusted to the health index once per lease year, on the anniversary of its entry into force, at the landlord's written request and with retroactive effect limited to the three months before the month of the request: base rent × new index / starting index. The starting index is that of the month before signing ({{indexBaseMonth}}). No indexation while the lease is not registered.
PEB certificate: label {{epcLabel}}, number {{epcNumber}}; the tenant received a copy before signing.`,
    any: `## Article 5 – Indexation
The rent may be adjusted to the health index once per lease year, on the anniversary of its entry into force, at the landlord's written request, by the formula base rent × new index / starting index and the rules of the {{regionName}}. Starting index: {{indexBaseMonth}}.
Energy performance certificate: label {{epcLabel}}, number {{epcNumber}}.`,
  },
  commercialIndexation: `## Article 5 – Indexation
The rent is adjusted to the health index every year on the anniversary of its entry into force: base rent × new index / starting index ({{indexBaseMonth}}).
Energy performance certificate: label {{epcLabel}}, number {{epcNumber}}.`,
  deposit: {
    flanders: `## Article 6 – Rental deposit
The tenant provides a rental deposit of {{deposit}} ({{depositType}}). For leases signed from 1 January 2019 the deposit is at most three months' rent, whatever its form. It is released after the check-out inventory, less what the tenant still owes.`,
    brussels: `## Article 6 – Rental deposit
The tenant provides a rental deposit of {{deposit}} ({{depositType}}). For leases concluded or renewed from 1 November 2024 the deposit is at most two months' rent in all cases; cash handed over in person is excluded. The landlord releases the deposit within two months after the keys are returned; if late, 10 % of the monthly rent is owed per started month of delay.`,
    wallonia: `## Article 6 – Rental deposit
The tenant provides a rental deposit of {{deposit}} ({{depositType}}). Since 1 June 2023 the deposit is at most two months' rent, whatever its form (individual account, bank guarantee or CPAS guarantee). It is released after the check-out inventory, less what the tenant still owes.`,
    any: `## Article 6 – Rental deposit
The tenant provides a rental deposit of {{deposit}} ({{depositType}}), within the legal maximum of the {{regionName}}; cash is excluded. It is released after the check-out inventory, less what the tenant still owes.`,
  },
  commercialDeposit: `## Article 6 – Rental deposit
The tenant provides a rental deposit of {{deposit}} ({{depositType}}), released after the check-out inventory, less what the tenant still owes.`,
  maintenance: `## Article 7 – Maintenance and repairs
The tenant uses the premises as a prudent and reasonable person and bears minor repairs and routine maintenance. The landlord bears major repairs and those due to age, force majeure or normal wear. The tenant reports any damage to the landlord without delay.`,
  inventory: `## Article 8 – Inventory and insurance
The parties draw up a detailed check-in and check-out inventory together, sharing its cost. The tenant insures their tenant's liability against fire and water damage.`,
  registration: `## Article 9 – Registration
{{registrationDuty}}`,
  annexes: `## Article 10 – Annexes
The following annexes form part of this lease:
{{mandatoryAnnexes}}`,
  closing: `Done on {{signedOn}}, in as many copies as there are parties with a separate interest, plus one for registration. Each party acknowledges receipt of their copy.`,
};
