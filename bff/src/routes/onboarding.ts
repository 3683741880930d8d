import { ZOnboardingResponse } from '@immodesk/contracts/onboarding/onboarding.contract';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';
import { getOnboarding } from '../use-cases/getOnboarding';

/** The dashboard's getting-started checklist: its steps from the organization's data, and closing it for good. */
export function onboardingRoutes(
  services: Pick<Services, 'identity' | 'properties' | 'contacts' | 'contracts' | 'banking'>,
) {
  return [
    signedIn.get('/api/onboarding', { response: ZOnboardingResponse, noStore: true }, ({ session }) =>
      getOnboarding(services, session),
    ),
    signedIn.post('/api/onboarding/dismiss', {}, ({ session }) =>
      services.identity.dismissOnboarding(session),
    ),
  ];
}
