import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName, layout, PageHeader } from '@immodesk/ui-kit';
import { usePropertyPaths } from '../../../shared/hooks/usePropertyPaths';
import { useCommitRentRoll } from '../hooks/useCommitRentRoll';
import { useRentRollPreview } from '../hooks/useRentRollPreview';
import { defaultPaidThrough, localToday } from '../utils/paidThrough';
import { ImportRefusal } from './ImportRefusal';
import { RentRollImportHelp } from './RentRollImportHelp';
import { RentRollPreviewPanel } from './RentRollPreviewPanel';
import { RentRollResult } from './RentRollResult';
import { RentRollUploadForm } from './RentRollUploadForm';
import { TemplateDownloads } from './TemplateDownloads';

/**
 * Issue 25's rent-roll import: download a template, upload the filled-in file (with the day the rent is paid up
 * to), see every row with its errors per cell, upload the corrected file again, and import it all or nothing.
 */
export function RentRollImportPage() {
  const { t } = useTranslation('properties');
  const paths = usePropertyPaths();
  const [paidThrough, setPaidThrough] = useState(() => defaultPaidThrough(localToday()));
  const [file, setFile] = useState<File | null>(null);
  const preview = useRentRollPreview();
  const commit = useCommitRentRoll();

  const check = (chosen: File) => {
    setFile(chosen);
    commit.reset();
    preview.mutate({ file: chosen, paidThrough });
  };
  const startOver = () => {
    setFile(null);
    preview.reset();
    commit.reset();
  };
  const isStale = preview.data !== undefined && (preview.data.paidThrough ?? '') !== paidThrough;

  return (
    <div className={layout.looseStack}>
      <PageHeader
        title={t('rentRollImport.title')}
        description={t('rentRollImport.description')}
        actions={
          <Link to={paths.list} className={buttonClassName({ variant: 'secondary' })}>
            {t('rentRollImport.back')}
          </Link>
        }
      />
      {commit.data ? (
        <RentRollResult result={commit.data} onImportAnother={startOver} />
      ) : (
        <>
          <RentRollImportHelp />
          <TemplateDownloads />
          <RentRollUploadForm
            paidThrough={paidThrough}
            onPaidThroughChange={setPaidThrough}
            onFile={check}
            upload={preview.isPending && file ? { fileName: file.name, progress: preview.progress } : null}
            previewFileName={preview.data && file ? file.name : null}
          />
          {preview.isError ? (
            <ImportRefusal
              error={preview.error}
              fallback={t('rentRollImport.upload.failed')}
              testId="rent-roll-upload-error"
            />
          ) : null}
          {preview.data && !preview.isPending ? (
            <RentRollPreviewPanel
              preview={preview.data}
              isStale={isStale}
              onCheckAgain={() => file && check(file)}
              onCommit={() => commit.mutate(preview.data.id)}
              isCommitting={commit.isPending}
              commitError={commit.error}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
