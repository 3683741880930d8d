import type { Language } from '@immodesk/platform/domain/language';
import type { IndexationRule } from '@immodesk/contracts/vocabulary/indexationRules';

export type LetterCopy = {
  subject: string;
  greeting: string;
  request: string;
  calculation: string;
  baseRent: string;
  startIndex: string;
  newIndex: string;
  formula: string;
  correction: string;
  rule: string;
  oldRent: string;
  newRent: string;
  increase: string;
  dueFrom: string;
  retroactive: string;
  noIncrease: string;
  closing: string;
  mailIntro: string;
  sentWith: string;
};

/** The tenant letter (PDF) and its covering mail, in the tenant's language. */
export const LETTER_COPY: Record<Language, LetterCopy> = {
  nl: {
    subject: 'Indexering van de huurprijs – {{address}}',
    greeting: 'Beste {{tenant}},',
    request: 'Overeenkomstig de huurovereenkomst die op {{startsOn}} in werking trad, vraag ik hierbij schriftelijk de indexering van de huurprijs op de verjaardag van {{indexationDate}}.',
    calculation: 'Berekening',
    baseRent: 'Basishuurprijs',
    startIndex: 'Aanvangsindexcijfer (gezondheidsindex {{month}}, basis 2013 = 100)',
    newIndex: 'Nieuw indexcijfer (gezondheidsindex {{month}})',
    formula: 'Basishuurprijs × nieuw indexcijfer ÷ aanvangsindexcijfer',
    correction: 'Correctiefactor (index {{priorMonth}}: {{priorIndex}}, index {{freezeMonth}}: {{freezeIndex}})',
    rule: 'Toegepaste regel',
    oldRent: 'Huidige huurprijs',
    newRent: 'Nieuwe huurprijs',
    increase: 'Verhoging per maand',
    dueFrom: 'De nieuwe huurprijs van {{newRent}} is verschuldigd vanaf {{dueFrom}}.',
    retroactive: 'Voor de {{months}} maand(en) vóór dit verzoek (vanaf {{fromMonth}}) bedraagt het verschil in totaal {{amount}}.',
    noIncrease: 'De huurprijs blijft {{oldRent}}: {{reason}}.',
    closing: 'Met vriendelijke groeten,',
    mailIntro: 'In bijlage vindt u de brief met de indexering van uw huurprijs en de berekening.',
    sentWith: 'Verstuurd via {{product}}',
  },
  fr: {
    subject: 'Indexation du loyer – {{address}}',
    greeting: 'Bonjour {{tenant}},',
    request: 'Conformément au bail entré en vigueur le {{startsOn}}, je vous demande par la présente l’indexation du loyer à la date anniversaire du {{indexationDate}}.',
    calculation: 'Calcul',
    baseRent: 'Loyer de base',
    startIndex: 'Indice de départ (indice santé {{month}}, base 2013 = 100)',
    newIndex: 'Nouvel indice (indice santé {{month}})',
    formula: 'Loyer de base × nouvel indice ÷ indice de départ',
    correction: 'Facteur de correction (indice {{priorMonth}} : {{priorIndex}}, indice {{freezeMonth}} : {{freezeIndex}})',
    rule: 'Règle appliquée',
    oldRent: 'Loyer actuel',
    newRent: 'Nouveau loyer',
    increase: 'Augmentation mensuelle',
    dueFrom: 'Le nouveau loyer de {{newRent}} est dû à partir du {{dueFrom}}.',
    retroactive: 'Pour les {{months}} mois précédant cette demande (à partir de {{fromMonth}}), la différence s’élève au total à {{amount}}.',
    noIncrease: 'Le loyer reste de {{oldRent}} : {{reason}}.',
    closing: 'Veuillez agréer mes salutations distinguées,',
    mailIntro: 'Vous trouverez en annexe la lettre d’indexation de votre loyer avec le calcul.',
    sentWith: 'Envoyé via {{product}}',
  },
  en: {
    subject: 'Rent indexation – {{address}}',
    greeting: 'Dear {{tenant}},',
    request: 'In accordance with the lease that entered into force on {{startsOn}}, I hereby request in writing the indexation of the rent on the anniversary of {{indexationDate}}.',
    calculation: 'Calculation',
    baseRent: 'Base rent',
    startIndex: 'Start index (health index {{month}}, base 2013 = 100)',
    newIndex: 'New index (health index {{month}})',
    formula: 'Base rent × new index ÷ start index',
    correction: 'Correction factor (index {{priorMonth}}: {{priorIndex}}, index {{freezeMonth}}: {{freezeIndex}})',
    rule: 'Rule applied',
    oldRent: 'Current rent',
    newRent: 'New rent',
    increase: 'Increase per month',
    dueFrom: 'The new rent of {{newRent}} is due from {{dueFrom}}.',
    retroactive: 'For the {{months}} month(s) before this request (from {{fromMonth}}) the difference amounts to {{amount}} in total.',
    noIncrease: 'The rent stays at {{oldRent}}: {{reason}}.',
    closing: 'Kind regards,',
    mailIntro: 'Attached is the letter with the indexation of your rent and its calculation.',
    sentWith: 'Sent via {{product}}',
  },
};

/** Each rule's name and legal reference (rental-law.md §1, §1a) as the letter states them. */
export const RULE_COPY: Record<Language, Record<IndexationRule, string>> = {
  nl: {
    flanders_standard: 'volledige indexering – art. 34 Vlaams Woninghuurdecreet',
    flanders_federal: 'volledige indexering – art. 1728bis oud Burgerlijk Wetboek (huurovereenkomst van vóór 2019)',
    brussels_standard: 'volledige indexering – art. 224 Brusselse Huisvestingscode',
    wallonia_standard: 'volledige indexering – art. 26 Waals decreet van 15 maart 2018',
    commercial_standard: 'volledige indexering – art. 1728bis oud Burgerlijk Wetboek (handelshuur)',
    flanders_freeze_d: 'EPC-label D: de helft van de indexering – Vlaams decreet van 3 oktober 2022',
    flanders_freeze_efg: 'EPC-label E of F of geen EPC: geen indexering van 1 oktober 2022 tot 30 september 2023 – Vlaams decreet van 3 oktober 2022',
    flanders_correction_d: 'EPC-label D: correctiefactor na de indexatiebeperking – Vlaams decreet van 3 oktober 2022',
    flanders_correction_efg: 'EPC-label E of F of geen EPC: correctiefactor na de indexatiebeperking – Vlaams decreet van 3 oktober 2022',
    brussels_freeze_e: 'EPB-label E: 50 % van de indexering – Brusselse ordonnantie van 13 oktober 2022',
    brussels_freeze_fg: 'EPB-label F of G of geen EPB: geen indexering van 14 oktober 2022 tot 13 oktober 2023 – Brusselse ordonnantie van 13 oktober 2022',
    brussels_correction_e: 'EPB-label E: correctiefactor ½ × (I2022 + I2023) ÷ I2023 – Brusselse ordonnantie van 13 oktober 2023',
    brussels_correction_fg: 'EPB-label F of G of geen EPB: correctiefactor I2022 ÷ I2023 – Brusselse ordonnantie van 13 oktober 2023',
    wallonia_freeze_d: 'PEB-label D: 75 % van de indexering – Waals decreet van 19 oktober 2022',
    wallonia_freeze_e: 'PEB-label E: 50 % van de indexering – Waals decreet van 19 oktober 2022',
    wallonia_freeze_fg: 'PEB-label F of G of geen PEB: geen indexering van 1 november 2022 tot 31 oktober 2023 – Waals decreet van 19 oktober 2022',
    wallonia_after_freeze: 'na de indexatiebeperking: basishuurprijs en aanvangsindex van het beperkte jaar – Waals decreet van 19 oktober 2022',
  },
  fr: {
    flanders_standard: 'indexation complète – art. 34 du décret flamand sur la location d’habitation',
    flanders_federal: 'indexation complète – art. 1728bis de l’ancien Code civil (bail antérieur à 2019)',
    brussels_standard: 'indexation complète – art. 224 du Code bruxellois du Logement',
    wallonia_standard: 'indexation complète – art. 26 du décret wallon du 15 mars 2018',
    commercial_standard: 'indexation complète – art. 1728bis de l’ancien Code civil (bail commercial)',
    flanders_freeze_d: 'label PEB D : la moitié de l’indexation – décret flamand du 3 octobre 2022',
    flanders_freeze_efg: 'label PEB E ou F ou pas de certificat : pas d’indexation du 1er octobre 2022 au 30 septembre 2023 – décret flamand du 3 octobre 2022',
    flanders_correction_d: 'label PEB D : facteur de correction après la limitation – décret flamand du 3 octobre 2022',
    flanders_correction_efg: 'label PEB E ou F ou pas de certificat : facteur de correction après la limitation – décret flamand du 3 octobre 2022',
    brussels_freeze_e: 'certificat PEB E : 50 % de l’indexation – ordonnance bruxelloise du 13 octobre 2022',
    brussels_freeze_fg: 'certificat PEB F ou G ou pas de certificat : pas d’indexation du 14 octobre 2022 au 13 octobre 2023 – ordonnance bruxelloise du 13 octobre 2022',
    brussels_correction_e: 'certificat PEB E : facteur de correction ½ × (I2022 + I2023) ÷ I2023 – ordonnance bruxelloise du 13 octobre 2023',
    brussels_correction_fg: 'certificat PEB F ou G ou pas de certificat : facteur de correction I2022 ÷ I2023 – ordonnance bruxelloise du 13 octobre 2023',
    wallonia_freeze_d: 'certificat PEB D : 75 % de l’indexation – décret wallon du 19 octobre 2022',
    wallonia_freeze_e: 'certificat PEB E : 50 % de l’indexation – décret wallon du 19 octobre 2022',
    wallonia_freeze_fg: 'certificat PEB F ou G ou pas de certificat : pas d’indexation du 1er novembre 2022 au 31 octobre 2023 – décret wallon du 19 octobre 2022',
    wallonia_after_freeze: 'après la limitation : loyer de base et indice de départ de l’année limitée – décret wallon du 19 octobre 2022',
  },
  en: {
    flanders_standard: 'full indexation – art. 34 Flemish Housing Lease Decree',
    flanders_federal: 'full indexation – art. 1728bis former Civil Code (lease from before 2019)',
    brussels_standard: 'full indexation – art. 224 Brussels Housing Code',
    wallonia_standard: 'full indexation – art. 26 Walloon decree of 15 March 2018',
    commercial_standard: 'full indexation – art. 1728bis former Civil Code (commercial lease)',
    flanders_freeze_d: 'EPC label D: half of the indexation – Flemish decree of 3 October 2022',
    flanders_freeze_efg: 'EPC label E or F or no EPC: no indexation from 1 October 2022 to 30 September 2023 – Flemish decree of 3 October 2022',
    flanders_correction_d: 'EPC label D: correction factor after the indexation limit – Flemish decree of 3 October 2022',
    flanders_correction_efg: 'EPC label E or F or no EPC: correction factor after the indexation limit – Flemish decree of 3 October 2022',
    brussels_freeze_e: 'EPB label E: 50 % of the indexation – Brussels ordinance of 13 October 2022',
    brussels_freeze_fg: 'EPB label F or G or no EPB: no indexation from 14 October 2022 to 13 October 2023 – Brussels ordinance of 13 October 2022',
    brussels_correction_e: 'EPB label E: correction factor ½ × (I2022 + I2023) ÷ I2023 – Brussels ordinance of 13 October 2023',
    brussels_correction_fg: 'EPB label F or G or no EPB: correction factor I2022 ÷ I2023 – Brussels ordinance of 13 October 2023',
    wallonia_freeze_d: 'PEB label D: 75 % of the indexation – Walloon decree of 19 October 2022',
    wallonia_freeze_e: 'PEB label E: 50 % of the indexation – Walloon decree of 19 October 2022',
    wallonia_freeze_fg: 'PEB label F or G or no PEB: no indexation from 1 November 2022 to 31 October 2023 – Walloon decree of 19 October 2022',
    wallonia_after_freeze: 'after the indexation limit: base rent and start index of the limited year – Walloon decree of 19 October 2022',
  },
};
