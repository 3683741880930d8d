import type { LeaseClauses } from './leaseClauses';

export const FR_CLAUSES: LeaseClauses = {
  titles: {
    main_residence: 'Bail de résidence principale',
    common_law: 'Bail de droit commun',
    commercial_lease: 'Bail commercial',
    student_housing: "Bail de logement d'étudiant",
  },
  parties: `Contrat {{contractNumber}} – {{regionName}}

## Entre les parties
Le bailleur : {{landlordIdentity}},

et le(s) preneur(s), tenus solidairement et indivisiblement :
{{tenantList}}

Caution : {{guarantor}}.

Il est convenu ce qui suit.`,
  object: {
    main_residence: `## Article 1 – Objet
Le bailleur donne en location au preneur, qui accepte, le bien situé {{propertyAddress}}. Le preneur affecte le bien à sa résidence principale. Le bien est loué dans l'état décrit dans l'état des lieux d'entrée.`,
    common_law: `## Article 1 – Objet
Le bailleur donne en location au preneur, qui accepte, le bien situé {{propertyAddress}}. Le bien n'est pas affecté à la résidence principale du preneur ; le bail relève du droit commun du Code civil et non des règles du bail de résidence principale.`,
    commercial_lease: `## Article 1 – Objet
Le bailleur donne en location au preneur, qui accepte, le bien situé {{propertyAddress}}, destiné à l'exploitation d'un commerce de détail en contact direct avec le public. Le bail relève de la loi sur les baux commerciaux du 30 avril 1951.`,
    student_housing: `## Article 1 – Objet
Le bailleur donne en location au preneur, étudiant inscrit dans un établissement d'enseignement, le bien situé {{propertyAddress}}. Le preneur n'y a pas sa résidence principale.`,
  },
  mainResidenceDuration: {
    flanders: `## Article 2 – Durée
Le bail est conclu pour {{durationMonths}}, du {{startsOn}} au {{endsOn}} inclus.
{{durationRules}}`,
    brussels: `## Article 2 – Durée
Le bail est conclu pour {{durationMonths}}, du {{startsOn}} au {{endsOn}} inclus, conformément au Code bruxellois du Logement.
{{durationRules}}`,
    wallonia: `## Article 2 – Durée
Le bail est conclu pour {{durationMonths}}, du {{startsOn}} au {{endsOn}} inclus, conformément au décret wallon du 15 mars 2018 relatif au bail d'habitation.
{{durationRules}}`,
  },
  durationRules: {
    flanders: {
      long: `Un bail de neuf ans est prorogé chaque fois de trois ans aux mêmes conditions si aucune partie ne donne congé au moins six mois avant l'échéance. Le preneur peut mettre fin au bail à tout moment moyennant un préavis de trois mois ; si le bail prend fin au cours de la première, deuxième ou troisième année, une indemnité de trois, deux ou un mois de loyer est due. Le bailleur ne peut mettre fin anticipativement au bail que pour occupation personnelle, travaux importants ou sans motif moyennant indemnité, avec un préavis de six mois.`,
      short: `Un bail de trois ans ou moins peut être prorogé une seule fois, par écrit et aux mêmes conditions, pour une durée totale de trois ans au plus. À défaut de congé notifié au moins trois mois avant l'échéance, il est réputé conclu pour neuf ans à compter de la date de début initiale.`,
    },
    brussels: {
      long: `Un bail de neuf ans est prorogé chaque fois de trois ans aux mêmes conditions si aucune partie ne donne congé au moins six mois avant l'échéance.`,
      short: `Un bail de trois ans ou moins peut être prorogé plusieurs fois, par écrit et aux mêmes conditions, dans une durée totale de trois ans au plus. À défaut de congé en temps utile, il est réputé conclu pour neuf ans à compter de la date de début initiale.`,
    },
    wallonia: {
      long: `Un bail de neuf ans est prorogé chaque fois de trois ans aux mêmes conditions si aucune partie ne donne congé au moins six mois avant l'échéance.`,
      short: `Un bail de trois ans ou moins peut être prorogé au plus deux fois, par écrit, dans une durée totale de trois ans. Le preneur peut y mettre fin anticipativement moyennant un préavis de trois mois et une indemnité d'un mois de loyer ; le bailleur seulement après la première année, pour occupation personnelle, avec un préavis de trois mois et une indemnité d'un mois de loyer. À défaut de congé en temps utile, il est réputé conclu pour neuf ans à compter de la date de début initiale.`,
    },
  },
  duration: {
    common_law: `## Article 2 – Durée
Le bail est conclu pour {{durationMonths}}, du {{startsOn}} au {{endsOn}} inclus, et prend fin de plein droit à cette date, sauf accord écrit contraire des parties.`,
    commercial_lease: `## Article 2 – Durée et renouvellement
Le bail est conclu pour {{durationMonths}}, du {{startsOn}} au {{endsOn}} inclus ; une durée plus courte est réputée de neuf ans. Le preneur a droit à trois renouvellements de neuf ans, à demander par lettre recommandée ou exploit d'huissier entre le dix-huitième et le quinzième mois avant l'échéance. Le bailleur qui refuse le renouvellement sans motif doit une indemnité d'éviction de trois années de loyer.`,
    student_housing: `## Article 2 – Durée
Le bail est conclu pour {{durationMonths}}, du {{startsOn}} au {{endsOn}} inclus, et prend fin de plein droit à cette date ; toute clause de reconduction tacite est nulle. L'étudiant peut mettre fin au bail s'il arrête ses études ou en cas de décès d'un parent ou de la personne qui pourvoit à son entretien, moyennant un préavis de deux mois. La sous-location ou la cession est permise pour un programme d'échange ou un stage.`,
  },
  rent: `## Article 3 – Loyer
Le loyer s'élève à {{rent}} par mois, hors frais et charges, payable {{paymentFrequency}} au plus tard le {{rentDueDay}} de la période, par virement au compte du bailleur avec la communication structurée {{structuredReference}}.`,
  charges: `## Article 4 – Frais et charges
Le preneur paie pour les frais et charges communs {{charges}} par mois, à titre de {{chargesKind}}. Les consommations d'eau, de gaz, d'électricité et de télécommunications à compteur individuel sont à charge du preneur.`,
  indexation: {
    flanders: `## Article 5 – Indexation
Le loyer peut être adapté une fois par année de location, à la date anniversaire de l'entrée en vigueur, à l'indice santé, à la demande écrite du bailleur et avec effet rétroactif limité aux trois mois précédant celui de la demande : loyer de base × nouvel indice / indice de départ. L'indice de départ est celui du mois précédant l'entrée en vigueur du bail ({{indexBaseMonth}}).
Certificat de performance énergétique : label {{epcLabel}}, numéro {{epcNumber}}.`,
    brussels: `## Article 5 – Indexation
Le loyer peut être adapté une fois par année de location, à la date anniversaire de l'entrée en vigueur, à l'indice santé, à la demande écrite du bailleur et avec effet rétroactif limité aux trois mois précédant celui de la demande : loyer de base × nouvel indice / indice de départ. L'indice de départ est celui du mois précédant la signature ({{indexBaseMonth}}). Pas d'indexation tant que le bail n'est pas enregistré et que le certificat PEB n'a pas été communiqué au preneur.
Certificat PEB : label {{epcLabel}}, numéro {{epcNumber}}.`,
    wallonia: `## Article 5 – Indexation
Le loyer peut être adapté une fois par année de location, à la date anniversaire de l'entrée en vigueur, à l'indice santé, à la demande écrite du bailleur et avec effet rétroactif limité aux trois mois précédant celui de la demande : loyer de base × nouvel indice / indice de départ. L'indice de départ est celui du mois précédant la signature ({{indexBaseMonth}}). Pas d'indexation tant que le bail n'est pas enregistré.
Certificat PEB : label {{epcLabel}}, numéro {{epcNumber}} ; le preneur en a reçu une copie avant la signature.`,
    any: `## Article 5 – Indexation
Le loyer peut être adapté une fois par année de location, à la date anniversaire de l'entrée en vigueur, à l'indice santé, à la demande écrite du bailleur, selon la formule loyer de base × nouvel indice / indice de départ et les règles de la {{regionName}}. Indice de départ : {{indexBaseMonth}}.
Certificat de performance énergétique : label {{epcLabel}}, numéro {{epcNumber}}.`,
  },
  commercialIndexation: `## Article 5 – Indexation
Le loyer est adapté chaque année, à la date anniversaire de l'entrée en vigueur, à l'indice santé : loyer de base × nouvel indice / indice de départ ({{indexBaseMonth}}).
Certificat de performance énergétique : label {{epcLabel}}, numéro {{epcNumber}}.`,
  deposit: {
    flanders: `## Article 6 – Garantie locative
Le preneur constitue une garantie locative de {{deposit}} ({{depositType}}). Pour les baux signés à partir du 1er janvier 2019, la garantie s'élève au maximum à trois mois de loyer, quelle que soit sa forme. Elle est libérée après l'état des lieux de sortie, déduction faite des sommes encore dues par le preneur.`,
    brussels: `## Article 6 – Garantie locative
Le preneur constitue une garantie locative de {{deposit}} ({{depositType}}). Pour les baux conclus ou renouvelés à partir du 1er novembre 2024, la garantie s'élève dans tous les cas au maximum à deux mois de loyer ; le paiement en espèces de la main à la main est exclu. Le bailleur libère la garantie dans les deux mois de la remise des clés ; en cas de retard, 10 % du loyer mensuel est dû par mois de retard entamé.`,
    wallonia: `## Article 6 – Garantie locative
Le preneur constitue une garantie locative de {{deposit}} ({{depositType}}). Depuis le 1er juin 2023, la garantie s'élève au maximum à deux mois de loyer, quelle que soit sa forme (compte individualisé, garantie bancaire ou garantie du CPAS). Elle est libérée après l'état des lieux de sortie, déduction faite des sommes encore dues par le preneur.`,
    any: `## Article 6 – Garantie locative
Le preneur constitue une garantie locative de {{deposit}} ({{depositType}}), dans la limite du maximum légal de la {{regionName}} ; le paiement en espèces est exclu. Elle est libérée après l'état des lieux de sortie, déduction faite des sommes encore dues par le preneur.`,
  },
  commercialDeposit: `## Article 6 – Garantie locative
Le preneur constitue une garantie locative de {{deposit}} ({{depositType}}), libérée après l'état des lieux de sortie, déduction faite des sommes encore dues par le preneur.`,
  maintenance: `## Article 7 – Entretien et réparations
Le preneur use du bien en personne prudente et raisonnable et prend en charge les réparations locatives et l'entretien courant. Le bailleur prend en charge les grosses réparations et celles dues à la vétusté, à la force majeure ou à l'usure normale. Le preneur signale sans délai tout dommage au bailleur.`,
  inventory: `## Article 8 – État des lieux et assurance
Les parties dressent contradictoirement et à frais communs un état des lieux détaillé d'entrée et de sortie. Le preneur assure sa responsabilité locative contre l'incendie et les dégâts des eaux.`,
  registration: `## Article 9 – Enregistrement
{{registrationDuty}}`,
  annexes: `## Article 10 – Annexes
Les annexes suivantes font partie du présent bail :
{{mandatoryAnnexes}}`,
  closing: `Fait le {{signedOn}}, en autant d'exemplaires qu'il y a de parties ayant un intérêt distinct, plus un pour l'enregistrement. Chaque partie reconnaît avoir reçu le sien.`,
};
