import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import {
  ZRecordSignedRequest,
  type TRecordedIndexation,
  type TRecordSignedRequest,
} from '@immodesk/contracts/contracts/recordSigned.contract';
import { DOCUMENT_ACCEPT } from '@immodesk/contracts/documents/uploadDocument.contract';
import { isApiError, serverFieldErrors } from '@immodesk/sdk';
import { bindFields, FileUpload, FormDialog, notice, TextField } from '@immodesk/ui-kit';
import { uploadSignedLeaseScan } from '../api/paperLeaseApi';
import { useRecordSigned } from '../hooks/useRecordSigned';
import { checkPastIndexations, type PastIndexationRow } from '../utils/pastIndexations';
import { PastIndexationsFields } from './PastIndexationsFields';

type PaperLeaseValues = { signedOn: string; registeredOn: string; paidThrough: string };
/** Per field (`signedOn`, `documentId`, `indexations.<n>.newRentCents`…), its message. */
type PaperLeaseErrors = Partial<Record<string, string>>;
type Scan = { file: File; progress: number; documentId: string | null };

export type RecordSignedDialogProps = { contract: TContract; onClose: () => void };

/** The request from the form: empty optional dates and an empty list of indexations are left out. */
function requestOf(
  values: PaperLeaseValues,
  indexations: TRecordedIndexation[],
  documentId: string | null,
): TRecordSignedRequest {
  return {
    signedOn: values.signedOn,
    ...(values.registeredOn ? { registeredOn: values.registeredOn } : {}),
    ...(values.paidThrough ? { paidThrough: values.paidThrough } : {}),
    ...(documentId ? { documentId } : {}),
    ...(indexations.length > 0 ? { indexations } : {}),
  };
}

/**
 * "Already signed on paper" (issue 25): a draft the parties signed outside the product gets its real signing
 * date, optionally its registration date, the day its rent is paid up to, its past indexations and the scan of
 * the signed lease. The scan is uploaded once, when the form is sent; a refused request keeps it for the next try.
 */
export function RecordSignedDialog({ contract, onClose }: RecordSignedDialogProps) {
  const { t } = useTranslation('properties');
  const record = useRecordSigned(contract.id);
  const [values, setValues] = useState<PaperLeaseValues>({ signedOn: '', registeredOn: '', paidThrough: '' });
  const [indexationRows, setIndexationRows] = useState<PastIndexationRow[]>([]);
  const [errors, setErrors] = useState<PaperLeaseErrors>({});
  const [scan, setScan] = useState<Scan | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const field = bindFields({
    values,
    errorOf: (name) => errors[name],
    onChange: (name, value) => setValues((current) => ({ ...current, [name]: value })),
  });

  async function uploadedScanId(): Promise<string | null> {
    if (!scan || scan.documentId) return scan?.documentId ?? null;
    setIsUploading(true);
    try {
      const document = await uploadSignedLeaseScan(
        contract.propertyId,
        scan.file,
        (progress) => setScan((current) => current && { ...current, progress }),
        t('paperLease.networkError'),
      );
      setScan((current) => current && { ...current, documentId: document.id });
      return document.id;
    } finally {
      setIsUploading(false);
    }
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const { indexations, problems } = checkPastIndexations(indexationRows);
    const problemErrors = Object.fromEntries(
      Object.entries(problems).map(([name, problem]) => [name, t(`paperLease.errors.${problem}`)]),
    );
    if (!values.signedOn || Object.keys(problems).length > 0) {
      setErrors({
        ...(values.signedOn ? {} : { signedOn: t('paperLease.errors.signedOnRequired') }),
        ...problemErrors,
      });
      return;
    }
    setErrors({});
    let documentId: string | null;
    try {
      documentId = await uploadedScanId();
    } catch (error) {
      setErrors({ documentId: isApiError(error) ? error.message : t('paperLease.networkError') });
      return;
    }
    const checked = ZRecordSignedRequest.safeParse(requestOf(values, indexations, documentId));
    if (!checked.success) {
      // A field the schema refuses is a date, or a rent beyond the money rules.
      const fields = new Set(checked.error.issues.map((issue) => issue.path.join('.')));
      const problemOf = (name: string) => (name.endsWith('newRentCents') ? 'invalidAmount' : 'invalidDate');
      setErrors(
        Object.fromEntries([...fields].map((name) => [name, t(`paperLease.errors.${problemOf(name)}`)])),
      );
      return;
    }
    record.mutate(checked.data, {
      onSuccess: onClose,
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  }

  return (
    <FormDialog
      title={t('paperLease.title')}
      description={t('paperLease.description', { number: contract.contractNumber })}
      cancelLabel={t('paperLease.cancel')}
      submitLabel={t('paperLease.submit')}
      isPending={isUploading || record.isPending}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <TextField
        {...field.text('signedOn')}
        type="date"
        label={t('paperLease.signedOn')}
        required
        data-autofocus
      />
      <TextField {...field.text('registeredOn')} type="date" label={t('paperLease.registeredOn')} />
      <TextField
        {...field.text('paidThrough')}
        type="date"
        label={t('paperLease.paidThrough')}
        hint={t('paperLease.paidThroughHint')}
      />
      <PastIndexationsFields
        rows={indexationRows}
        errorOf={(name) => errors[name]}
        onChange={setIndexationRows}
        disabled={isUploading || record.isPending}
      />
      <FileUpload
        label={t('paperLease.scan')}
        hint={scan ? t('paperLease.scanChosen', { fileName: scan.file.name }) : t('paperLease.scanHint')}
        dropHint={t('paperLease.scanDropHint')}
        accept={DOCUMENT_ACCEPT}
        disabled={isUploading || record.isPending}
        onFiles={([file]) => file && setScan({ file, progress: 0, documentId: null })}
        uploads={
          isUploading && scan ? [{ id: 'scan', fileName: scan.file.name, progress: scan.progress }] : []
        }
        progressLabel={(item) => t('paperLease.uploading', { fileName: item.fileName })}
      />
      {errors.documentId ? (
        <p className={notice.danger} role="alert">
          {errors.documentId}
        </p>
      ) : null}
    </FormDialog>
  );
}
