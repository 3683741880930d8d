import type { Services } from '@immodesk/bff/composition';
import { sendMessage } from '@immodesk/bff/use-cases/sendMessage';
import { createInProcessMessagingApi } from '@immodesk/messaging/messagingApi';
import type { RequestContext } from '@immodesk/platform/context';
import { fixedClock } from '@immodesk/platform/ports/clock';
import type { MailTransport } from '@immodesk/platform/ports/mail/Mailer';
import { deliverPendingMail } from '@immodesk/platform/ports/mail/mailDelivery';

type DemoIds = {
  tenants: Map<string, string>;
  contractors: Map<string, string>;
  documents: Map<string, string>;
};

/** A mail provider that refused the plumber's mail (sending rate exceeded): the history shows one failed delivery. */
const REFUSED_ADDRESS = 'pieter@loodgieterijvanacker.example.com';
const demoProvider: MailTransport = {
  async deliver(mail) {
    if (mail.to === REFUSED_ADDRESS)
      throw Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'Throttling' });
  },
  async check() {},
};

/**
 * Three messages of the past two weeks, through the real send flow: a Dutch one with a list to a tenant, a
 * French one with the signed lease attached and the accountant in CC, and a repair request to the plumber whose
 * delivery failed (resend works from the history).
 */
export async function seedDemoMessages(
  services: Services,
  context: RequestContext,
  ids: DemoIds,
): Promise<number> {
  const daysAgo = (days: number) =>
    fixedClock(new Date(services.clock.now().getTime() - days * 24 * 60 * 60_000).toISOString());
  const messages = [
    {
      days: 12,
      recipients: [ids.tenants.get('sofie')],
      cc: '',
      subject: 'Jaarlijks onderhoud van de cv-ketel',
      html: '<p>Beste Sofie,</p><p>Loodgieterij Van Acker komt <strong>volgende dinsdag tussen 8 en 12 uur</strong> de cv-ketel nakijken. Wil je ervoor zorgen dat:</p><ul><li>de ketel vrij bereikbaar is;</li><li>er iemand thuis is om open te doen?</li></ul><p>Past dat moment niet, laat het me dan gerust weten.</p><p>Met vriendelijke groeten,<br>Demo Eigenaar</p>',
      attachments: [],
    },
    {
      days: 6,
      recipients: [ids.tenants.get('julien')],
      cc: 'comptabilite@demovastgoed.example.com',
      subject: 'Votre bail signé – Rue Hors-Château 31',
      html: '<p>Bonjour Monsieur Lambert,</p><p>Vous trouverez en pièce jointe le <strong>bail signé par les deux parties</strong>. Nous vous conseillons de le conserver précieusement.</p><p>Pour rappel, le loyer de 780 € est à verser <u>avant le 1er de chaque mois</u>.</p><p>Bien à vous,<br>Demo Eigenaar</p>',
      attachments: [ids.documents.get('Bail Rue Hors-Château 31.pdf')],
    },
    {
      days: 2,
      recipients: [ids.contractors.get('Loodgieterij Van Acker')],
      cc: '',
      subject: 'Lekkende kraan badkamer Korenlei 7',
      html: '<p>Dag Pieter,</p><p>De huurder van <strong>Korenlei 7 bus 2 in Gent</strong> meldt een lekkende kraan in de badkamer. Kun je deze week langsgaan? Sofie Peeters is bereikbaar op 0470 12 34 56.</p><p>Alvast bedankt,<br>Demo Eigenaar</p>',
      attachments: [],
    },
  ];
  const mailIds: string[] = [];
  for (const message of messages) {
    const messaging = createInProcessMessagingApi(services.dataSource, daysAgo(message.days));
    const sent = await sendMessage({ ...services, messaging }, context, {
      recipients: message.recipients.filter((id): id is string => Boolean(id)),
      cc: message.cc ? [message.cc] : [],
      bcc: [],
      subject: message.subject,
      html: message.html,
      attachmentDocumentIds: message.attachments.filter((id): id is string => Boolean(id)),
    });
    const record = await services.messaging.getMessage(context, sent.id);
    mailIds.push(...record.recipients.flatMap((recipient) => (recipient.mailId ? [recipient.mailId] : [])));
  }
  await deliverPendingMail(
    {
      dataSource: services.dataSource,
      clock: services.clock,
      transport: demoProvider,
      storage: services.storage,
    },
    { onlyIds: mailIds },
  );
  return messages.length;
}
