import { useState } from 'react';
import { useDownloadPetDocument, type PetRecordChange } from '@petverse/api';
import { PET_DOCUMENT_MESSAGES } from '@petverse/api/contract';
import {
  PET_DOCUMENT_KINDS,
  PET_DOCUMENT_KIND_LABELS,
  PET_DOCUMENT_TITLE_MAX,
  type PetDocument,
  type PetDocumentKind,
} from '@petverse/api/contract';
import {
  Button,
  FileInput,
  Select,
  TextInput,
  VisuallyHidden,
  formatIndiaDate,
  notify,
  useLocale,
  useT,
} from '@petverse/ui';
import { failureMessage } from '../../lib/notifyFailure';
import { Entries, Section, VisitActions } from './petRecord.styles';
import { EntryForm } from './RecordForms';

/** A file's size as people read it: 840 KB, 2.4 MB. */
const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * The record's documents (issue 53 item 3): lab reports and certificates its owner keeps, each to
 * download (with the session: health data) or delete (confirmed by the page), and a form to add
 * one (PDF, JPEG or PNG, checked by the server by its content).
 */
export function DocumentsSection({
  documents,
  submit,
  onDelete,
}: {
  documents: readonly PetDocument[];
  submit: (change: PetRecordChange) => Promise<unknown>;
  onDelete: (id: string, label: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const download = useDownloadPetDocument();
  const [file, setFile] = useState<File | null>(null);
  const save = (doc: PetDocument) =>
    download(doc).catch((failure: unknown) =>
      notify.error(failureMessage(failure, 'We could not download the document.')),
    );
  return (
    <Section aria-labelledby="documents-title">
      <h3 id="documents-title">{t('Documents')}</h3>
      {documents.length ? (
        <Entries aria-label={t('Documents')}>
          {documents.map((d) => (
            <li key={d.id}>
              <span>
                <strong lang="">{d.title}</strong> · {t(PET_DOCUMENT_KIND_LABELS[d.kind])} ·{' '}
                {formatIndiaDate(d.uploadedAt, locale)} · {d.type.toUpperCase()}, {sizeOf(d.size)}
              </span>
              <VisitActions>
                <Button variant="outline" size="sm" onClick={() => void save(d)}>
                  {t('Download')}
                  <VisuallyHidden> {d.title}</VisuallyHidden>
                </Button>
                <Button variant="secondary" size="sm" onClick={() => onDelete(d.id, d.title)}>
                  {t('Delete')}
                  <VisuallyHidden> {d.title}</VisuallyHidden>
                </Button>
              </VisitActions>
            </li>
          ))}
        </Entries>
      ) : (
        <p>{t('No documents yet: keep lab reports and certificates here.')}</p>
      )}
      <EntryForm
        label="Add a document"
        submitLabel="Add document"
        submit={submit}
        onDone={() => setFile(null)}
        build={(data) => {
          // No file chosen: said under the form, and nothing is sent.
          if (!file) return PET_DOCUMENT_MESSAGES.noFile;
          const title = data.get('title');
          const kind = data.get('kind') as PetDocumentKind;
          return {
            action: 'add',
            list: 'documents',
            payload: { file, title: typeof title === 'string' ? title : '', kind },
          };
        }}
      >
        <TextInput
          id="document-title"
          name="title"
          label={t('Title')}
          maxLength={PET_DOCUMENT_TITLE_MAX}
          required
        />
        <Select
          id="document-kind"
          name="kind"
          label={t('Kind')}
          options={PET_DOCUMENT_KINDS.map((k) => ({
            value: k,
            label: PET_DOCUMENT_KIND_LABELS[k],
          }))}
        />
        <FileInput
          id="document-file"
          label={t('File')}
          accept={['.pdf', '.jpg', '.jpeg', '.png']}
          hint={t('PDF, JPEG or PNG, up to 5 MB')}
          value={file}
          onChange={setFile}
          required
        />
      </EntryForm>
    </Section>
  );
}
