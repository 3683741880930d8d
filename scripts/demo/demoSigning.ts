import type { Services } from '@immodesk/bff/composition';
import type { RequestContext } from '@immodesk/platform/context';

/** Settings → signature: the demo landlord has a saved signature, so "Sign as landlord" works at once. */
export async function seedDemoSigning(services: Services, context: RequestContext): Promise<void> {
  await services.signing.saveLandlordSignature(context, { method: 'typed', typedName: 'Demo Eigenaar' });
}
