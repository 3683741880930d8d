import type { Services } from '@immodesk/bff/composition';
import type { TTaskPriority } from '@immodesk/contracts/tasks/task';
import type { RequestContext } from '@immodesk/platform/context';

type DemoTask = {
  title: string;
  description: string | null;
  /** Key of a demo property; null for a general task. */
  propertyKey: string | null;
  /** Company (or last) name of a demo contractor. */
  contractor: string | null;
  priority: TTaskPriority;
  /** Due date relative to the seed's today (0: today, negative: overdue); null: no due date. */
  dueInDays: number | null;
  completed: boolean;
};

/** Eight tasks in Dutch and French, one due today and two overdue whatever day the seed runs. */
export const DEMO_TASKS: DemoTask[] = [
  {
    title: 'Lekkende kraan badkamer herstellen',
    description:
      'Sofie meldt dat de kraan van de lavabo blijft druppelen. Afspraak met de loodgieter bevestigen.',
    propertyKey: 'korenlei',
    contractor: 'Loodgieterij Van Acker',
    priority: 'high',
    dueInDays: 0,
    completed: false,
  },
  {
    title: 'EPC-attest vernieuwen',
    description:
      'Het energieprestatiecertificaat verloopt; nieuwe energiedeskundige aanstellen vóór de volgende verhuring.',
    propertyKey: 'koepoort',
    contractor: null,
    priority: 'medium',
    dueInDays: -5,
    completed: false,
  },
  {
    title: 'Contrôler les détecteurs de fumée',
    description: 'Vérifier les piles et la date de fabrication des détecteurs dans le studio.',
    propertyKey: 'ixelles',
    contractor: null,
    priority: 'medium',
    dueInDays: -1,
    completed: false,
  },
  {
    title: 'Jaarlijks onderhoud cv-ketel',
    description: 'Onderhoudsattest bezorgen aan de huurder na het nazicht.',
    propertyKey: 'gentbrugge',
    contractor: null,
    priority: 'medium',
    dueInDays: 1,
    completed: false,
  },
  {
    title: 'Keuring elektrische installatie plannen',
    description: 'Nieuwe AREI-keuring nodig voor de studentenkamer.',
    propertyKey: 'overpoort',
    contractor: 'Elektro Wouters BV',
    priority: 'high',
    dueInDays: 6,
    completed: false,
  },
  {
    title: "Repeindre la cage d'escalier",
    description: 'Demander un devis pour deux couches, murs et plafond.',
    propertyKey: 'horschateau',
    contractor: 'Peinture Delvaux SRL',
    priority: 'low',
    dueInDays: 14,
    completed: false,
  },
  {
    title: 'Brandverzekeringen vergelijken',
    description: 'Offertes opvragen voor een globale polis over alle panden.',
    propertyKey: null,
    contractor: null,
    priority: 'low',
    dueInDays: null,
    completed: false,
  },
  {
    title: 'Huurwaarborg vrijgeven Marc Janssens',
    description: 'Plaatsbeschrijving bij vertrek was in orde; waarborg vrijgeven bij de bank.',
    propertyKey: null,
    contractor: null,
    priority: 'medium',
    dueInDays: -20,
    completed: true,
  },
];

function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** Creates the demo tasks through the task use case; answers how many. */
export async function seedDemoTasks(
  services: Services,
  context: RequestContext,
  ids: { properties: Map<string, string>; contractors: Map<string, string> },
): Promise<number> {
  const today = services.clock.today();
  for (const { propertyKey, contractor, dueInDays, ...task } of DEMO_TASKS) {
    await services.properties.createTask(context, {
      ...task,
      propertyId: propertyKey ? (ids.properties.get(propertyKey) ?? null) : null,
      contractorId: contractor ? (ids.contractors.get(contractor) ?? null) : null,
      dueDate: dueInDays === null ? null : addDays(today, dueInDays),
    });
  }
  return DEMO_TASKS.length;
}
