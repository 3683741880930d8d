import type { LeaseClauses } from './leaseClauses';

export const NL_CLAUSES: LeaseClauses = {
  titles: {
    main_residence: 'Woninghuurovereenkomst voor hoofdverblijfplaats',
    common_law: 'Huurovereenkomst van gemeen recht',
    commercial_lease: 'Handelshuurovereenkomst',
    student_housing: 'Huurovereenkomst voor studentenhuisvesting',
  },
  parties: `Contract {{contractNumber}} – {{regionName}}

## Tussen de partijen
De verhuurder: {{landlordIdentity}},

en de huurder(s), hoofdelijk en ondeelbaar gehouden:
{{tenantList}}

Borg: {{guarantor}}.

Wordt overeengekomen wat volgt.`,
  object: {
    main_residence: `## Artikel 1 – Voorwerp
De verhuurder verhuurt aan de huurder, die aanvaardt, het goed gelegen te {{propertyAddress}}. De huurder bestemt het goed tot zijn hoofdverblijfplaats. Het goed wordt verhuurd in de staat beschreven in de plaatsbeschrijving bij intrede.`,
    common_law: `## Artikel 1 – Voorwerp
De verhuurder verhuurt aan de huurder, die aanvaardt, het goed gelegen te {{propertyAddress}}. Het goed wordt niet als hoofdverblijfplaats van de huurder gebruikt; de overeenkomst valt onder het gemeen huurrecht van het Burgerlijk Wetboek en niet onder de woninghuurregels voor hoofdverblijfplaatsen.`,
    commercial_lease: `## Artikel 1 – Voorwerp
De verhuurder verhuurt aan de huurder, die aanvaardt, het goed gelegen te {{propertyAddress}}, bestemd voor de uitbating van een handelszaak waarin rechtstreeks met het publiek wordt gehandeld. De overeenkomst valt onder de Handelshuurwet (wet van 30 april 1951).`,
    student_housing: `## Artikel 1 – Voorwerp
De verhuurder verhuurt aan de huurder, die student is en ingeschreven aan een onderwijsinstelling, het goed gelegen te {{propertyAddress}}. De huurder heeft er niet zijn hoofdverblijfplaats.`,
  },
  mainResidenceDuration: {
    flanders: `## Artikel 2 – Duur
De overeenkomst wordt gesloten voor {{durationMonths}}, van {{startsOn}} tot en met {{endsOn}}.
{{durationRules}}`,
    brussels: `## Artikel 2 – Duur
De overeenkomst wordt gesloten voor {{durationMonths}}, van {{startsOn}} tot en met {{endsOn}}, volgens de Brusselse Huisvestingscode.
{{durationRules}}`,
    wallonia: `## Artikel 2 – Duur
De overeenkomst wordt gesloten voor {{durationMonths}}, van {{startsOn}} tot en met {{endsOn}}, volgens het Waalse decreet van 15 maart 2018 betreffende de woninghuur.
{{durationRules}}`,
  },
  durationRules: {
    flanders: {
      long: `Een overeenkomst van negen jaar wordt telkens met drie jaar verlengd onder dezelfde voorwaarden als geen van de partijen ten minste zes maanden vóór het verstrijken opzegt. De huurder kan de huur op elk ogenblik opzeggen met een opzegtermijn van drie maanden; eindigt de huur in het eerste, tweede of derde jaar, dan is een vergoeding van drie, twee of één maand huur verschuldigd. De verhuurder kan slechts vroegtijdig opzeggen voor eigen betrekking, grondige renovatie of zonder motief tegen vergoeding, met een opzegtermijn van zes maanden.`,
      short: `Een overeenkomst van drie jaar of korter kan één keer schriftelijk verlengd worden onder dezelfde voorwaarden, voor een totale duur van ten hoogste drie jaar. Wordt ze niet ten minste drie maanden vóór het einde opgezegd, dan geldt ze als gesloten voor negen jaar vanaf de oorspronkelijke begindatum.`,
    },
    brussels: {
      long: `Een overeenkomst van negen jaar wordt telkens met drie jaar verlengd onder dezelfde voorwaarden als geen van de partijen ten minste zes maanden vóór het verstrijken opzegt.`,
      short: `Een overeenkomst van drie jaar of korter kan meermaals schriftelijk verlengd worden onder dezelfde voorwaarden, voor een totale duur van ten hoogste drie jaar. Wordt ze niet tijdig opgezegd, dan geldt ze als gesloten voor negen jaar vanaf de oorspronkelijke begindatum.`,
    },
    wallonia: {
      long: `Een overeenkomst van negen jaar wordt telkens met drie jaar verlengd onder dezelfde voorwaarden als geen van de partijen ten minste zes maanden vóór het verstrijken opzegt.`,
      short: `Een overeenkomst van drie jaar of korter kan ten hoogste twee keer schriftelijk verlengd worden, binnen een totale duur van drie jaar. De huurder kan ze vroegtijdig beëindigen met een opzegtermijn van drie maanden en een vergoeding van één maand huur; de verhuurder slechts na het eerste jaar, voor eigen betrekking, met een opzegtermijn van drie maanden en een vergoeding van één maand huur. Wordt ze niet tijdig opgezegd, dan geldt ze als gesloten voor negen jaar vanaf de oorspronkelijke begindatum.`,
    },
  },
  duration: {
    common_law: `## Artikel 2 – Duur
De overeenkomst wordt gesloten voor {{durationMonths}}, van {{startsOn}} tot en met {{endsOn}}, en eindigt van rechtswege op die datum, tenzij de partijen schriftelijk anders overeenkomen.`,
    commercial_lease: `## Artikel 2 – Duur en hernieuwing
De overeenkomst wordt gesloten voor {{durationMonths}}, van {{startsOn}} tot en met {{endsOn}}; een kortere duur geldt als gesloten voor negen jaar. De huurder heeft recht op drie hernieuwingen van telkens negen jaar, aan te vragen bij aangetekende brief of gerechtsdeurwaardersexploot tussen de achttiende en de vijftiende maand vóór het verstrijken. De verhuurder die de hernieuwing zonder reden weigert, is een uitzettingsvergoeding van drie jaar huur verschuldigd.`,
    student_housing: `## Artikel 2 – Duur
De overeenkomst wordt gesloten voor {{durationMonths}}, van {{startsOn}} tot en met {{endsOn}}, en eindigt van rechtswege op die datum; een beding van stilzwijgende verlenging is nietig. De student kan de huur opzeggen wanneer hij zijn studies stopzet of bij overlijden van een ouder of kostwinner, met een opzegtermijn van twee maanden. Onderverhuring of overdracht is toegestaan voor een uitwisselingsprogramma of stage.`,
  },
  rent: `## Artikel 3 – Huurprijs
De huurprijs bedraagt {{rent}} per maand, exclusief kosten en lasten, {{paymentFrequency}} te betalen uiterlijk op de {{rentDueDay}}e van de periode, door overschrijving op de rekening van de verhuurder met de gestructureerde mededeling {{structuredReference}}.`,
  charges: `## Artikel 4 – Kosten en lasten
De huurder betaalt voor de gemeenschappelijke kosten en lasten {{charges}} per maand, als {{chargesKind}}. Het verbruik van water, gas, elektriciteit en telecommunicatie met een individuele meter is ten laste van de huurder.`,
  indexation: {
    flanders: `## Artikel 5 – Indexering
De huurprijs kan eenmaal per huurjaar, op de verjaardag van de inwerkingtreding, aangepast worden aan de gezondheidsindex, op schriftelijk verzoek van de verhuurder en met terugwerkende kracht voor ten hoogste de drie maanden vóór de maand van het verzoek: basishuurprijs × nieuw indexcijfer / aanvangsindexcijfer. Het aanvangsindexcijfer is dat van de maand vóór de inwerkingtreding van de overeenkomst ({{indexBaseMonth}}).
Energieprestatiecertificaat: label {{epcLabel}}, certificaatnummer {{epcNumber}}.`,
    brussels: `## Artikel 5 – Indexering
De huurprijs kan eenmaal per huurjaar, op de verjaardag van de inwerkingtreding, aangepast worden aan de gezondheidsindex, op schriftelijk verzoek van de verhuurder en met terugwerkende kracht voor ten hoogste de drie maanden vóór de maand van het verzoek: basishuurprijs × nieuw indexcijfer / aanvangsindexcijfer. Het aanvangsindexcijfer is dat van de maand vóór de ondertekening ({{indexBaseMonth}}). Geen indexering zolang de overeenkomst niet geregistreerd is en het EPB-certificaat niet aan de huurder bezorgd werd.
EPB-certificaat: label {{epcLabel}}, certificaatnummer {{epcNumber}}.`,
    wallonia: `## Artikel 5 – Indexering
De huurprijs kan eenmaal per huurjaar, op de verjaardag van de inwerkingtreding, aangepast worden aan de gezondheidsindex, op schriftelijk verzoek van de verhuurder en met terugwerkende kracht voor ten hoogste de drie maanden vóór de maand van het verzoek: basishuurprijs × nieuw indexcijfer / aanvangsindexcijfer. Het aanvangsindexcijfer is dat van de maand vóór de ondertekening ({{indexBaseMonth}}). Geen indexering zolang de overeenkomst niet geregistreerd is.
PEB-certificaat: label {{epcLabel}}, certificaatnummer {{epcNumber}}; de huurder heeft er vóór de ondertekening een kopie van ontvangen.`,
    any: `## Artikel 5 – Indexering
De huurprijs kan eenmaal per huurjaar, op de verjaardag van de inwerkingtreding, aangepast worden aan de gezondheidsindex, op schriftelijk verzoek van de verhuurder, volgens de formule basishuurprijs × nieuw indexcijfer / aanvangsindexcijfer en de regels van het {{regionName}}. Aanvangsindexcijfer: {{indexBaseMonth}}.
Energieprestatiecertificaat: label {{epcLabel}}, certificaatnummer {{epcNumber}}.`,
  },
  commercialIndexation: `## Artikel 5 – Indexering
De huurprijs wordt jaarlijks op de verjaardag van de inwerkingtreding aangepast aan de gezondheidsindex: basishuurprijs × nieuw indexcijfer / aanvangsindexcijfer ({{indexBaseMonth}}).
Energieprestatiecertificaat: label {{epcLabel}}, certificaatnummer {{epcNumber}}.`,
  deposit: {
    flanders: `## Artikel 6 – Huurwaarborg
De huurder stelt een huurwaarborg van {{deposit}} ({{depositType}}). Voor overeenkomsten ondertekend vanaf 1 januari 2019 bedraagt de waarborg ten hoogste drie maanden huur, ongeacht de vorm; voor studentenhuur ten hoogste twee maanden. De waarborg wordt vrijgegeven na de plaatsbeschrijving bij vertrek, onder aftrek van wat de huurder nog verschuldigd is.`,
    brussels: `## Artikel 6 – Huurwaarborg
De huurder stelt een huurwaarborg van {{deposit}} ({{depositType}}). Voor overeenkomsten gesloten of hernieuwd vanaf 1 november 2024 bedraagt de waarborg in alle gevallen ten hoogste twee maanden huur; contante betaling van hand tot hand is uitgesloten. De verhuurder geeft de waarborg vrij binnen twee maanden na de overhandiging van de sleutels; bij laattijdigheid is per begonnen maand 10 % van de maandhuur verschuldigd.`,
    wallonia: `## Artikel 6 – Huurwaarborg
De huurder stelt een huurwaarborg van {{deposit}} ({{depositType}}). Sinds 1 juni 2023 bedraagt de waarborg ten hoogste twee maanden huur, ongeacht de vorm (individuele rekening, bankwaarborg of OCMW-waarborg). De waarborg wordt vrijgegeven na de plaatsbeschrijving bij vertrek, onder aftrek van wat de huurder nog verschuldigd is.`,
    any: `## Artikel 6 – Huurwaarborg
De huurder stelt een huurwaarborg van {{deposit}} ({{depositType}}), binnen het wettelijke maximum van het {{regionName}}; contante betaling is uitgesloten. De waarborg wordt vrijgegeven na de plaatsbeschrijving bij vertrek, onder aftrek van wat de huurder nog verschuldigd is.`,
  },
  commercialDeposit: `## Artikel 6 – Huurwaarborg
De huurder stelt een huurwaarborg van {{deposit}} ({{depositType}}), vrijgegeven na de plaatsbeschrijving bij vertrek, onder aftrek van wat de huurder nog verschuldigd is.`,
  maintenance: `## Artikel 7 – Onderhoud en herstellingen
De huurder gebruikt het goed als een voorzichtig en redelijk persoon en neemt de kleine herstellingen en het gewone onderhoud voor zijn rekening. De verhuurder neemt de grove herstellingen en de herstellingen door ouderdom, overmacht of slijtage voor zijn rekening. De huurder meldt elke schade onverwijld aan de verhuurder.`,
  inventory: `## Artikel 8 – Plaatsbeschrijving en verzekering
De partijen stellen bij de intrede en bij het vertrek, tegensprekelijk en op gezamenlijke kosten, een omstandige plaatsbeschrijving op. De huurder verzekert zijn huurdersaansprakelijkheid tegen brand en waterschade.`,
  registration: `## Artikel 9 – Registratie
{{registrationDuty}}`,
  annexes: `## Artikel 10 – Bijlagen
De volgende bijlagen maken deel uit van deze overeenkomst:
{{mandatoryAnnexes}}`,
  closing: `Opgemaakt op {{signedOn}}, in evenveel exemplaren als er partijen met een onderscheiden belang zijn, plus één voor de registratie. Elke partij erkent een exemplaar te hebben ontvangen.`,
};
