import type { Language } from '@immodesk/platform/domain/language';
import type { ContractRow, IndexationPreviewRow, PeriodStatistics, PilotToolOutputs, PropertyRow, TaskRow, TenantRow } from '../pilot/pilotTools';
import { formatDate, formatList, formatMoney, formatMonth, formatNumber, formatPercent } from './formatting';

/** At most this many rows are written out; the answer says how many more there are. */
export const MAX_LISTED = 15;

type Texts = {
  overdue(output: PilotToolOutputs['overdue_payments']): string;
  rentReceived(output: PilotToolOutputs['rent_received']): string;
  upcomingPayments(output: PilotToolOutputs['upcoming_payments']): string;
  expiringContracts(output: PilotToolOutputs['expiring_contracts']): string;
  tasks(output: PilotToolOutputs['upcoming_tasks']): string;
  contracts(output: PilotToolOutputs['search_contracts']): string;
  tenants(output: PilotToolOutputs['search_tenants']): string;
  properties(output: PilotToolOutputs['search_properties']): string;
  draft(output: PilotToolOutputs['draft_tenant_message']): string;
  taskProposal(output: PilotToolOutputs['propose_task']): string;
  indexation(output: IndexationPreviewRow): string;
  statistics(output: PeriodStatistics): string;
  noContractMatch(query: string | null): string;
  severalContracts(numbers: string[]): string;
  noTenantMatch(query: string): string;
  severalTenants(query: string, names: string[]): string;
  whichTenant: string;
  whichTask: string;
  toolFailed(message: string): string;
  help: string;
  suggestions: string[];
  reminderSubject: string;
  reminderBody(name: string): string;
  messageSubject: string;
  messageBody(name: string): string;
  more(count: number): string;
};

const lines = (rows: string[], more: (count: number) => string, total = rows.length) => {
  const shown = rows.slice(0, MAX_LISTED).map((row) => `- ${row}`);
  if (total > MAX_LISTED) shown.push(more(total - MAX_LISTED));
  return shown.join('\n');
};

const withAddress = (text: string, address: string | null) => (address ? `${text} (${address})` : text);

function contractLine(contract: ContractRow, language: Language, endsWord: string): string {
  const parties = contract.tenantNames.length > 0 ? `, ${formatList(contract.tenantNames, language)}` : '';
  return `${contract.contractNumber}${contract.propertyAddress ? `, ${contract.propertyAddress}` : ''}${parties}: ${endsWord} ${formatDate(contract.endsOn, language)}`;
}

function taskLine(task: TaskRow, language: Language, noDate: string, late: string): string {
  const due = task.dueDate ? formatDate(task.dueDate, language) : noDate;
  return withAddress(`${task.title}: ${due}${task.status === 'overdue' ? ` (${late})` : ''}`, task.propertyAddress);
}

const propertyLine = (property: PropertyRow, rented: string, available: string) =>
  `${property.address}: ${property.occupancy === 'rented' ? rented : available}${property.rentCents === null ? '' : `, ${formatMoney(property.rentCents)}`}`;

const tenantLine = (tenant: TenantRow) => withAddress(tenant.name, tenant.propertyAddress);

const percentOr = (value: number | null, language: Language, unknown: string) => (value === null ? unknown : formatPercent(value, language));
const contractName = (preview: IndexationPreviewRow) => withAddress(preview.contractNumber, preview.propertyAddress);

const nl: Texts = {
  overdue: ({ tenants, totalOutstandingCents }) =>
    tenants.length === 0
      ? 'Geen enkele huurder is achter met betalen.'
      : `${tenants.length === 1 ? '1 huurder is' : `${tenants.length} huurders zijn`} achter met betalen, samen ${formatMoney(totalOutstandingCents)}:\n` +
        lines(tenants.map((t) => `${withAddress(t.tenantName, t.propertyAddress)}: ${formatMoney(t.outstandingCents)} open sinds ${formatDate(t.oldestDueDate, 'nl')}`), nl.more),
  rentReceived: ({ from, to, receivedCents, paymentCount }) =>
    `Van ${formatDate(from, 'nl')} tot ${formatDate(to, 'nl')} ontving je ${formatMoney(receivedCents)} huur (${paymentCount === 1 ? '1 betaling' : `${paymentCount} betalingen`}).`,
  upcomingPayments: ({ from, to, items, totalDueCents }) =>
    items.length === 0
      ? `Tussen ${formatDate(from, 'nl')} en ${formatDate(to, 'nl')} verwacht je geen huurbetalingen.`
      : `Tussen ${formatDate(from, 'nl')} en ${formatDate(to, 'nl')} verwacht je ${items.length === 1 ? '1 betaling' : `${items.length} betalingen`}, samen ${formatMoney(totalDueCents)}:\n` +
        lines(items.map((p) => `${formatDate(p.dueDate, 'nl')}: ${withAddress(p.tenantName, p.propertyAddress)}, ${formatMoney(p.amountDueCents - p.paidCents)}`), nl.more),
  expiringContracts: ({ from, to, items }) =>
    items.length === 0
      ? `Geen enkel contract loopt af tussen ${formatDate(from, 'nl')} en ${formatDate(to, 'nl')}.`
      : `${items.length === 1 ? '1 contract loopt' : `${items.length} contracten lopen`} af tussen ${formatDate(from, 'nl')} en ${formatDate(to, 'nl')}:\n` +
        lines(items.map((c) => contractLine(c, 'nl', 'eindigt op')), nl.more),
  tasks: ({ items, overdueCount, total }) =>
    total === 0
      ? 'Je hebt geen openstaande taken.'
      : `Je hebt ${total === 1 ? '1 openstaande taak' : `${total} openstaande taken`}${overdueCount > 0 ? `, waarvan ${overdueCount} te laat` : ''}:\n` +
        lines(items.map((t) => taskLine(t, 'nl', 'geen vervaldatum', 'te laat')), nl.more, total),
  contracts: ({ items, total }) =>
    total === 0 ? 'Ik vond geen contracten.' : `Ik vond ${total === 1 ? '1 contract' : `${total} contracten`}:\n` + lines(items.map((c) => contractLine(c, 'nl', 'loopt tot')), nl.more, total),
  tenants: ({ items, total }) => (total === 0 ? 'Ik vond geen huurders.' : `Ik vond ${total === 1 ? '1 huurder' : `${total} huurders`}:\n` + lines(items.map(tenantLine), nl.more, total)),
  properties: ({ items, total }) =>
    total === 0 ? 'Ik vond geen panden.' : `Ik vond ${total === 1 ? '1 pand' : `${total} panden`}:\n` + lines(items.map((p) => propertyLine(p, 'verhuurd', 'beschikbaar')), nl.more, total),
  draft: ({ tenantName }) => `Hier is een ontwerpbericht voor ${tenantName}. Lees het na en pas het aan: het vertrekt pas als jij op Versturen klikt.`,
  taskProposal: ({ title, dueDate }) => `Voorstel van taak: "${title}"${dueDate ? `, tegen ${formatDate(dueDate, 'nl')}` : ''}. Klik op Taak aanmaken om ze toe te voegen.`,
  indexation: (p) =>
    p.newRentCents > p.oldRentCents
      ? `Contract ${contractName(p)}: de huur kan vanaf ${formatDate(p.newRentFrom, 'nl')} van ${formatMoney(p.oldRentCents)} naar ${formatMoney(p.newRentCents)} (+${formatMoney(p.increaseCents)}), met gezondheidsindex ${formatNumber(p.newIndex, 'nl')} (${formatMonth(p.newIndexMonth, 'nl')}) tegenover ${formatNumber(p.baseIndex, 'nl')} (${formatMonth(p.baseIndexMonth, 'nl')}).` +
        (p.retroactiveAmountCents > 0 ? ` Met terugwerkende kracht kun je nog ${formatMoney(p.retroactiveAmountCents)} vragen (${p.retroactiveMonths === 1 ? '1 maand' : `${p.retroactiveMonths} maanden`}).` : '')
      : `Contract ${contractName(p)}: de huur kan nu niet stijgen en blijft ${formatMoney(p.oldRentCents)}${p.epcLabel ? ` (EPC-label ${p.epcLabel})` : ''}.`,
  statistics: (s) =>
    `Van ${formatDate(s.from, 'nl')} tot ${formatDate(s.through, 'nl')}: ontvangen huur ${formatMoney(s.receivedRentCents)}, ontvangen kosten ${formatMoney(s.receivedCostsCents)}, uitgaven ${formatMoney(s.expensesCents)}, netto cashflow ${formatMoney(s.netCashFlowCents)}. ` +
    `Onbetaald ${formatMoney(s.unpaidCents)}, leegstand ${formatMoney(s.vacancyCents)}. Bezettingsgraad ${percentOr(s.occupancyRatePercent, 'nl', 'niet te berekenen')}, bruto rendement ${percentOr(s.grossYieldPercent, 'nl', 'niet te berekenen')}.`,
  noContractMatch: (query) => (query ? `Ik vind geen lopend contract voor "${query}".` : 'Je hebt geen lopende contracten.'),
  severalContracts: (numbers) => `Meerdere lopende contracten passen: ${formatList(numbers, 'nl')}. Voor welk contract of pand wil je de indexatie?`,
  noTenantMatch: (query) => `Ik vind geen huurder die overeenkomt met "${query}".`,
  severalTenants: (query, names) => `Meerdere huurders passen bij "${query}": ${formatList(names, 'nl')}. Welke bedoel je?`,
  whichTenant: 'Voor welke huurder is het bericht? Bijvoorbeeld: "Stel een betalingsherinnering op voor Jan Peeters".',
  whichTask: 'Wat moet de taak zijn? Bijvoorbeeld: "Maak een taak: rookmelders nakijken".',
  toolFailed: (message) => `Dat kon ik niet opzoeken: ${message}`,
  help: 'Die vraag kan ik niet beantwoorden. Ik beantwoord vragen over je eigen panden, huurders, contracten, betalingen en taken, zoals:',
  suggestions: [
    'Welke huurders zijn achter met betalen?',
    'Hoeveel huur heb ik vorige maand ontvangen?',
    'Welke contracten lopen dit jaar af?',
    'Welke betalingen verwacht ik volgende maand?',
    'Welke taken staan open?',
    'Welke panden staan leeg?',
    'Stel een betalingsherinnering op voor <huurder>',
    'Maak een taak: rookmelders nakijken',
  ],
  reminderSubject: 'Herinnering: openstaande huur',
  reminderBody: (name) =>
    `Beste ${name},\n\nVolgens onze gegevens is een deel van de huur nog niet betaald. Wil je het openstaande bedrag zo snel mogelijk overschrijven, met de gestructureerde mededeling van je contract? Is de betaling intussen vertrokken, dan mag je dit bericht als niet verzonden beschouwen.\n\nMet vriendelijke groeten`,
  messageSubject: 'Bericht over je huur',
  messageBody: (name) => `Beste ${name},\n\n\n\nMet vriendelijke groeten`,
  more: (count) => `… en nog ${count}.`,
};

const en: Texts = {
  overdue: ({ tenants, totalOutstandingCents }) =>
    tenants.length === 0
      ? 'No tenant is behind on payments.'
      : `${tenants.length === 1 ? '1 tenant is' : `${tenants.length} tenants are`} behind on payments, ${formatMoney(totalOutstandingCents)} in total:\n` +
        lines(tenants.map((t) => `${withAddress(t.tenantName, t.propertyAddress)}: ${formatMoney(t.outstandingCents)} outstanding since ${formatDate(t.oldestDueDate, 'en')}`), en.more),
  rentReceived: ({ from, to, receivedCents, paymentCount }) =>
    `From ${formatDate(from, 'en')} to ${formatDate(to, 'en')} you received ${formatMoney(receivedCents)} in rent (${paymentCount === 1 ? '1 payment' : `${paymentCount} payments`}).`,
  upcomingPayments: ({ from, to, items, totalDueCents }) =>
    items.length === 0
      ? `You expect no rent payments between ${formatDate(from, 'en')} and ${formatDate(to, 'en')}.`
      : `Between ${formatDate(from, 'en')} and ${formatDate(to, 'en')} you expect ${items.length === 1 ? '1 payment' : `${items.length} payments`}, ${formatMoney(totalDueCents)} in total:\n` +
        lines(items.map((p) => `${formatDate(p.dueDate, 'en')}: ${withAddress(p.tenantName, p.propertyAddress)}, ${formatMoney(p.amountDueCents - p.paidCents)}`), en.more),
  expiringContracts: ({ from, to, items }) =>
    items.length === 0
      ? `No contract expires between ${formatDate(from, 'en')} and ${formatDate(to, 'en')}.`
      : `${items.length === 1 ? '1 contract expires' : `${items.length} contracts expire`} between ${formatDate(from, 'en')} and ${formatDate(to, 'en')}:\n` +
        lines(items.map((c) => contractLine(c, 'en', 'ends on')), en.more),
  tasks: ({ items, overdueCount, total }) =>
    total === 0
      ? 'You have no open tasks.'
      : `You have ${total === 1 ? '1 open task' : `${total} open tasks`}${overdueCount > 0 ? `, ${overdueCount} of them overdue` : ''}:\n` +
        lines(items.map((t) => taskLine(t, 'en', 'no due date', 'overdue')), en.more, total),
  contracts: ({ items, total }) =>
    total === 0 ? 'I found no contracts.' : `I found ${total === 1 ? '1 contract' : `${total} contracts`}:\n` + lines(items.map((c) => contractLine(c, 'en', 'runs until')), en.more, total),
  tenants: ({ items, total }) => (total === 0 ? 'I found no tenants.' : `I found ${total === 1 ? '1 tenant' : `${total} tenants`}:\n` + lines(items.map(tenantLine), en.more, total)),
  properties: ({ items, total }) =>
    total === 0 ? 'I found no properties.' : `I found ${total === 1 ? '1 property' : `${total} properties`}:\n` + lines(items.map((p) => propertyLine(p, 'rented', 'available')), en.more, total),
  draft: ({ tenantName }) => `Here is a draft message for ${tenantName}. Read it and edit it: it only leaves when you click Send.`,
  taskProposal: ({ title, dueDate }) => `Proposed task: "${title}"${dueDate ? `, due ${formatDate(dueDate, 'en')}` : ''}. Click Create task to add it.`,
  indexation: (p) =>
    p.newRentCents > p.oldRentCents
      ? `Contract ${contractName(p)}: from ${formatDate(p.newRentFrom, 'en')} the rent can go from ${formatMoney(p.oldRentCents)} to ${formatMoney(p.newRentCents)} (+${formatMoney(p.increaseCents)}), with health index ${formatNumber(p.newIndex, 'en')} (${formatMonth(p.newIndexMonth, 'en')}) against ${formatNumber(p.baseIndex, 'en')} (${formatMonth(p.baseIndexMonth, 'en')}).` +
        (p.retroactiveAmountCents > 0 ? ` You can still claim ${formatMoney(p.retroactiveAmountCents)} retroactively (${p.retroactiveMonths === 1 ? '1 month' : `${p.retroactiveMonths} months`}).` : '')
      : `Contract ${contractName(p)}: the rent cannot go up now and stays ${formatMoney(p.oldRentCents)}${p.epcLabel ? ` (EPC label ${p.epcLabel})` : ''}.`,
  statistics: (s) =>
    `From ${formatDate(s.from, 'en')} to ${formatDate(s.through, 'en')}: rent received ${formatMoney(s.receivedRentCents)}, costs received ${formatMoney(s.receivedCostsCents)}, expenses ${formatMoney(s.expensesCents)}, net cash flow ${formatMoney(s.netCashFlowCents)}. ` +
    `Unpaid ${formatMoney(s.unpaidCents)}, vacancy ${formatMoney(s.vacancyCents)}. Occupancy rate ${percentOr(s.occupancyRatePercent, 'en', 'not computable')}, gross yield ${percentOr(s.grossYieldPercent, 'en', 'not computable')}.`,
  noContractMatch: (query) => (query ? `I cannot find a lease in force for "${query}".` : 'You have no leases in force.'),
  severalContracts: (numbers) => `Several leases in force match: ${formatList(numbers, 'en')}. For which contract or property do you want the indexation?`,
  noTenantMatch: (query) => `I cannot find a tenant matching "${query}".`,
  severalTenants: (query, names) => `Several tenants match "${query}": ${formatList(names, 'en')}. Which one do you mean?`,
  whichTenant: 'Which tenant is the message for? For example: "Draft a payment reminder for Jan Peeters".',
  whichTask: 'What should the task be? For example: "Create a task: check the smoke detectors".',
  toolFailed: (message) => `I could not look that up: ${message}`,
  help: 'I cannot answer that question. I answer questions about your own properties, tenants, contracts, payments and tasks, such as:',
  suggestions: [
    'Which tenants are behind on payments?',
    'How much rent did I receive last month?',
    'Which contracts expire this year?',
    'Which payments do I expect next month?',
    'Which tasks are open?',
    'Which properties are vacant?',
    'Draft a payment reminder for <tenant>',
    'Create a task: check the smoke detectors',
  ],
  reminderSubject: 'Reminder: rent outstanding',
  reminderBody: (name) =>
    `Dear ${name},\n\nAccording to our records part of the rent has not been paid yet. Could you transfer the outstanding amount as soon as possible, with your contract's structured reference? If the payment is already on its way, please disregard this message.\n\nKind regards`,
  messageSubject: 'About your rent',
  messageBody: (name) => `Dear ${name},\n\n\n\nKind regards`,
  more: (count) => `… and ${count} more.`,
};

const fr: Texts = {
  overdue: ({ tenants, totalOutstandingCents }) =>
    tenants.length === 0
      ? "Aucun locataire n'est en retard de paiement."
      : `${tenants.length === 1 ? '1 locataire est' : `${tenants.length} locataires sont`} en retard de paiement, ${formatMoney(totalOutstandingCents)} au total :\n` +
        lines(tenants.map((t) => `${withAddress(t.tenantName, t.propertyAddress)} : ${formatMoney(t.outstandingCents)} impayés depuis le ${formatDate(t.oldestDueDate, 'fr')}`), fr.more),
  rentReceived: ({ from, to, receivedCents, paymentCount }) =>
    `Du ${formatDate(from, 'fr')} au ${formatDate(to, 'fr')}, vous avez reçu ${formatMoney(receivedCents)} de loyer (${paymentCount === 1 ? '1 paiement' : `${paymentCount} paiements`}).`,
  upcomingPayments: ({ from, to, items, totalDueCents }) =>
    items.length === 0
      ? `Vous n'attendez aucun loyer entre le ${formatDate(from, 'fr')} et le ${formatDate(to, 'fr')}.`
      : `Entre le ${formatDate(from, 'fr')} et le ${formatDate(to, 'fr')}, vous attendez ${items.length === 1 ? '1 paiement' : `${items.length} paiements`}, ${formatMoney(totalDueCents)} au total :\n` +
        lines(items.map((p) => `${formatDate(p.dueDate, 'fr')} : ${withAddress(p.tenantName, p.propertyAddress)}, ${formatMoney(p.amountDueCents - p.paidCents)}`), fr.more),
  expiringContracts: ({ from, to, items }) =>
    items.length === 0
      ? `Aucun contrat n'expire entre le ${formatDate(from, 'fr')} et le ${formatDate(to, 'fr')}.`
      : `${items.length === 1 ? '1 contrat expire' : `${items.length} contrats expirent`} entre le ${formatDate(from, 'fr')} et le ${formatDate(to, 'fr')} :\n` +
        lines(items.map((c) => contractLine(c, 'fr', 'se termine le')), fr.more),
  tasks: ({ items, overdueCount, total }) =>
    total === 0
      ? "Vous n'avez aucune tâche ouverte."
      : `Vous avez ${total === 1 ? '1 tâche ouverte' : `${total} tâches ouvertes`}${overdueCount > 0 ? `, dont ${overdueCount} en retard` : ''} :\n` +
        lines(items.map((t) => taskLine(t, 'fr', "pas d'échéance", 'en retard')), fr.more, total),
  contracts: ({ items, total }) =>
    total === 0 ? "Je n'ai trouvé aucun contrat." : `J'ai trouvé ${total === 1 ? '1 contrat' : `${total} contrats`} :\n` + lines(items.map((c) => contractLine(c, 'fr', "court jusqu'au")), fr.more, total),
  tenants: ({ items, total }) =>
    total === 0 ? "Je n'ai trouvé aucun locataire." : `J'ai trouvé ${total === 1 ? '1 locataire' : `${total} locataires`} :\n` + lines(items.map(tenantLine), fr.more, total),
  properties: ({ items, total }) =>
    total === 0 ? "Je n'ai trouvé aucun bien." : `J'ai trouvé ${total === 1 ? '1 bien' : `${total} biens`} :\n` + lines(items.map((p) => propertyLine(p, 'loué', 'disponible')), fr.more, total),
  draft: ({ tenantName }) => `Voici un projet de message pour ${tenantName}. Relisez-le et modifiez-le : il ne part que lorsque vous cliquez sur Envoyer.`,
  taskProposal: ({ title, dueDate }) => `Tâche proposée : « ${title} »${dueDate ? `, pour le ${formatDate(dueDate, 'fr')}` : ''}. Cliquez sur Créer la tâche pour l'ajouter.`,
  indexation: (p) =>
    p.newRentCents > p.oldRentCents
      ? `Contrat ${contractName(p)} : à partir du ${formatDate(p.newRentFrom, 'fr')}, le loyer peut passer de ${formatMoney(p.oldRentCents)} à ${formatMoney(p.newRentCents)} (+${formatMoney(p.increaseCents)}), avec l'indice santé ${formatNumber(p.newIndex, 'fr')} (${formatMonth(p.newIndexMonth, 'fr')}) contre ${formatNumber(p.baseIndex, 'fr')} (${formatMonth(p.baseIndexMonth, 'fr')}).` +
        (p.retroactiveAmountCents > 0 ? ` Vous pouvez encore réclamer ${formatMoney(p.retroactiveAmountCents)} avec effet rétroactif (${p.retroactiveMonths} mois).` : '')
      : `Contrat ${contractName(p)} : le loyer ne peut pas augmenter maintenant et reste ${formatMoney(p.oldRentCents)}${p.epcLabel ? ` (PEB ${p.epcLabel})` : ''}.`,
  statistics: (s) =>
    `Du ${formatDate(s.from, 'fr')} au ${formatDate(s.through, 'fr')} : loyers reçus ${formatMoney(s.receivedRentCents)}, charges reçues ${formatMoney(s.receivedCostsCents)}, dépenses ${formatMoney(s.expensesCents)}, flux de trésorerie net ${formatMoney(s.netCashFlowCents)}. ` +
    `Impayés ${formatMoney(s.unpaidCents)}, vacance ${formatMoney(s.vacancyCents)}. Taux d'occupation ${percentOr(s.occupancyRatePercent, 'fr', 'non calculable')}, rendement brut ${percentOr(s.grossYieldPercent, 'fr', 'non calculable')}.`,
  noContractMatch: (query) => (query ? `Je ne trouve aucun bail en cours pour « ${query} ».` : "Vous n'avez aucun bail en cours."),
  severalContracts: (numbers) => `Plusieurs baux en cours correspondent : ${formatList(numbers, 'fr')}. Pour quel contrat ou bien voulez-vous l'indexation ?`,
  noTenantMatch: (query) => `Je ne trouve aucun locataire correspondant à « ${query} ».`,
  severalTenants: (query, names) => `Plusieurs locataires correspondent à « ${query} » : ${formatList(names, 'fr')}. Lequel voulez-vous dire ?`,
  whichTenant: 'Pour quel locataire est le message ? Par exemple : « Rédige un rappel de paiement pour Marie Dubois ».',
  whichTask: 'Quelle doit être la tâche ? Par exemple : « Crée une tâche : vérifier les détecteurs de fumée ».',
  toolFailed: (message) => `Je n'ai pas pu le consulter : ${message}`,
  help: 'Je ne peux pas répondre à cette question. Je réponds aux questions sur vos propres biens, locataires, contrats, paiements et tâches, par exemple :',
  suggestions: [
    'Quels locataires sont en retard de paiement ?',
    'Combien de loyer ai-je reçu le mois dernier ?',
    'Quels contrats expirent cette année ?',
    'Quels paiements sont attendus le mois prochain ?',
    'Quelles tâches sont ouvertes ?',
    'Quels biens sont disponibles ?',
    'Rédige un rappel de paiement pour <locataire>',
    'Crée une tâche : vérifier les détecteurs de fumée',
  ],
  reminderSubject: 'Rappel : loyer impayé',
  reminderBody: (name) =>
    `Bonjour ${name},\n\nSelon nos données, une partie du loyer n'a pas encore été payée. Pourriez-vous virer le montant dû au plus vite, avec la communication structurée de votre contrat ? Si le paiement est déjà en route, veuillez ignorer ce message.\n\nMeilleures salutations`,
  messageSubject: 'À propos de votre location',
  messageBody: (name) => `Bonjour ${name},\n\n\n\nMeilleures salutations`,
  more: (count) => `… et ${count} de plus.`,
};

export const ANSWER_TEXTS: Record<Language, Texts> = { nl, en, fr };

/** The answer when a question is not one the built-in provider knows: what it can answer, as examples. */
export function helpAnswer(language: Language): string {
  const texts = ANSWER_TEXTS[language];
  return `${texts.help}\n${texts.suggestions.map((question) => `- ${question}`).join('\n')}`;
}
