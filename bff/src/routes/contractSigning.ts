import {
  LANDLORD_SIGNATURE_IMAGE_PATH,
  LANDLORD_SIGNATURE_PATH,
  ZGetLandlordSignatureImageQuery,
  ZGetLandlordSignatureResponse,
  ZSaveLandlordSignatureResponse,
} from '@immodesk/contracts/contracts/signing/landlordSignature.contract';
import {
  contractSigningEndpoint,
  landlordSignContractEndpoint,
  verifySignedPdfEndpoint,
  ZLandlordSignFields,
} from '@immodesk/contracts/contracts/signing/contractSigning.contract';
import {
  publicContractEndpoint,
  requestSigningCodeEndpoint,
  SIGNING_TOKEN_FIELD,
  signPublicContractEndpoint,
  verifySigningCodeEndpoint,
} from '@immodesk/contracts/contracts/signing/publicContract.contract';
import { sendContractEndpoint } from '@immodesk/contracts/contracts/signing/sendContract.contract';
import {
  revokeContractShareEndpoint,
  shareContractEndpoint,
} from '@immodesk/contracts/contracts/signing/shareContract.contract';
import { DOCUMENT_MAX_BYTES } from '@immodesk/contracts/documents/uploadDocument.contract';
import type { ClientEvidence } from '@immodesk/contracts-service/signingApi';
import { AppError } from '@immodesk/platform/errors';
import { Readable } from 'node:stream';
import type { AppContext } from '../http/appContext';
import { readSignatureForm } from '../http/readSignatureForm';
import { readUpload } from '../http/readUpload';
import { publicRoute, signedIn } from '../http/routeShorthands';
import { sendFile } from '../http/sendFile';
import { limitPerIp, limitPerIpAndAccount, limitPerUser } from '../middleware/rateLimit';
import type { Services } from '../composition';
import { presentLandlordSignature } from '../presenters/landlordSignature';
import type { ContractSigningDeps } from '../use-cases/contractSigningDeps';
import { getContractSigning } from '../use-cases/getContractSigning';
import { sendContract } from '../use-cases/sendContract';
import { revokeContractShare, shareContract } from '../use-cases/shareContract';
import { getSharedContract } from '../use-cases/getSharedContract';
import { requestSigningCode } from '../use-cases/requestSigningCode';
import { signSharedContract } from '../use-cases/signSharedContract';
import { verifySigningCode } from '../use-cases/verifySigningCode';
import { signContractAsLandlord, type GivenLandlordSignature } from '../use-cases/signContractAsLandlord';
import { zodIssuesToDetails } from '../http/zodDetails';
import { verifySignedPdf } from '../use-cases/verifySignedPdf';

/** The signer's address and browser, kept as evidence on the signature page. */
function evidenceOf(ctx: AppContext): ClientEvidence {
  return { ipAddress: ctx.ip || 'unknown', userAgent: ctx.get('user-agent') || 'unknown' };
}

/** The sign dialog's signature (multipart, ZLandlordSignFields), or null without a body: the saved one signs. */
async function givenLandlordSignature(ctx: AppContext): Promise<GivenLandlordSignature | null> {
  if (!ctx.is('multipart/form-data')) return null;
  const { submission, fields } = await readSignatureForm(ctx);
  const parsed = ZLandlordSignFields.safeParse(fields);
  if (!parsed.success)
    throw new AppError('validation_error', {
      details: zodIssuesToDetails(parsed.error.issues, ctx.state.language),
    });
  return { submission, saveForNextTime: parsed.data.saveForNextTime === 'true' };
}

/** Settings → signature: the landlord's saved signature, re-used whenever they sign a contract. */
export function landlordSignatureRoutes({ signing }: Pick<Services, 'signing'>) {
  return [
    signedIn.get(LANDLORD_SIGNATURE_PATH, { response: ZGetLandlordSignatureResponse }, async ({ session }) =>
      presentLandlordSignature(await signing.getLandlordSignature(session)),
    ),
    // multipart/form-data: `method`, `typedName?`, `file?` (PNG or JPEG, at most 5 MB).
    signedIn.post(
      LANDLORD_SIGNATURE_PATH,
      {
        response: ZSaveLandlordSignatureResponse,
        rateLimit: limitPerUser('landlord-signature', 30, 15),
      },
      async ({ ctx, session }) =>
        presentLandlordSignature(
          await signing.saveLandlordSignature(session, (await readSignatureForm(ctx)).submission),
        ),
    ),
    signedIn.delete(LANDLORD_SIGNATURE_PATH, {}, ({ session }) => signing.removeLandlordSignature(session)),
    signedIn.get(
      LANDLORD_SIGNATURE_IMAGE_PATH,
      { query: ZGetLandlordSignatureImageQuery },
      async ({ ctx, session }) => {
        const { bytes, mimeType } = await signing.getLandlordSignatureImage(session);
        sendFile(ctx, {
          stream: Readable.from([bytes]),
          mimeType,
          sizeBytes: bytes.length,
          cacheControl: 'private, max-age=86400',
        });
      },
    ),
  ];
}

/** Share, send and sign a contract (signed in), and the public share link's pages (rate-limited, 404 for any bad token). */
export function contractSigningRoutes(deps: ContractSigningDeps) {
  return [
    signedIn.post(
      { ...shareContractEndpoint, rateLimit: limitPerUser('contract-share', 60, 15) },
      async ({ session, params }) => {
        const { shareUrl, expiresAt } = await shareContract(deps, session, params.id);
        return { shareUrl, expiresAt };
      },
    ),
    signedIn.delete(revokeContractShareEndpoint, ({ session, params }) =>
      revokeContractShare(deps, session, params.id),
    ),
    signedIn.post(
      { ...sendContractEndpoint, rateLimit: limitPerUser('contract-send', 30, 15) },
      ({ session, params, body }) => sendContract(deps, session, params.id, body),
    ),
    signedIn.get(contractSigningEndpoint, ({ session, params }) =>
      getContractSigning(deps, session, params.id),
    ),
    signedIn.post(
      { ...landlordSignContractEndpoint, rateLimit: limitPerUser('contract-sign', 30, 15) },
      async ({ ctx, session, params }) =>
        signContractAsLandlord(deps, session, params.id, evidenceOf(ctx), await givenLandlordSignature(ctx)),
    ),
    // multipart/form-data `file`: a PDF to compare with the signed original's SHA-256.
    signedIn.post(
      { ...verifySignedPdfEndpoint, rateLimit: limitPerUser('contract-verify-pdf', 60, 15) },
      ({ ctx, session, params }) =>
        verifySignedPdf(deps, session, {
          contractId: params.id,
          readPdf: async () => (await readUpload(ctx, DOCUMENT_MAX_BYTES)).file.content,
        }),
    ),
    publicRoute.get(
      { ...publicContractEndpoint, noStore: true, rateLimit: limitPerIp('contract-share-view', 120, 15) },
      async ({ ctx, params }) => {
        ctx.set('Referrer-Policy', 'no-referrer');
        return getSharedContract(deps, params.shareToken, evidenceOf(ctx));
      },
    ),
    publicRoute.post(
      {
        ...requestSigningCodeEndpoint,
        rateLimit: limitPerIpAndAccount('contract-signing-code', { ip: [10, 15], account: [5, 15] }),
      },
      ({ ctx, params, body }) => requestSigningCode(deps, params.shareToken, body, evidenceOf(ctx)),
    ),
    publicRoute.post(
      {
        ...verifySigningCodeEndpoint,
        rateLimit: limitPerIpAndAccount('contract-signing-verify', { ip: [30, 15], account: [10, 15] }),
      },
      ({ ctx, params, body }) => verifySigningCode(deps, params.shareToken, body, evidenceOf(ctx)),
    ),
    // multipart/form-data: `signingToken`, `method`, `typedName?`, `file?` (PNG or JPEG, at most 5 MB).
    publicRoute.post(
      { ...signPublicContractEndpoint, rateLimit: limitPerIp('contract-signing-sign', 20, 15) },
      async ({ ctx, params }) => {
        const { submission, fields } = await readSignatureForm(ctx);
        const signingToken = fields[SIGNING_TOKEN_FIELD]?.trim() ?? '';
        if (!signingToken)
          throw new AppError('validation_error', {
            details: { [SIGNING_TOKEN_FIELD]: 'validation.required' },
          });
        return signSharedContract(deps, params.shareToken, { signingToken, submission }, evidenceOf(ctx));
      },
    ),
  ];
}
