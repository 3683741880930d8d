import {
  ZSubmitContactRequest,
  ZSubmitContactResponse,
} from '@immodesk/contracts/contact/submitContact.contract';
import { submitContactInquiry } from '@immodesk/platform/contact/submitContactInquiry';
import { publicRoute } from '../http/routeShorthands';
import { limitPerIpAndAccount } from '../middleware/rateLimit';
import type { Services } from '../composition';

/** The public contact form: stored, then mailed to the branding's support address through the outbox. */
export function contactRoutes(services: Pick<Services, 'dataSource' | 'clock' | 'mailer' | 'shellConfig'>) {
  return [
    publicRoute.post(
      '/api/contact',
      {
        body: ZSubmitContactRequest,
        response: ZSubmitContactResponse,
        status: 201,
        // The form is open to anyone: a few messages per sender and per network keep it from becoming a spam relay.
        rateLimit: limitPerIpAndAccount('contact', { ip: [5, 60], account: [3, 60] }),
      },
      ({ ctx, body }) =>
        submitContactInquiry(
          {
            dataSource: services.dataSource,
            clock: services.clock,
            mailer: services.mailer,
            brand: () => {
              const { productName, supportEmail } = services.shellConfig.branding();
              return { productName, supportEmail };
            },
          },
          { ...body, language: body.language ?? ctx.state.language },
        ),
    ),
  ];
}
