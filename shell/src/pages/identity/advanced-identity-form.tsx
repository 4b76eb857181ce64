import { useRef, useState, type FormEvent } from 'react';
import { ApiError, uploadFile, uploadKYC } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@atrium/ui';
import { UploadProgress, useUploadProgress, type UploadBatch } from '@atrium/ui/upload';
import { useSubmit } from '@atrium/ui/submit';
import type { AccountMessageKey } from '../../account/i18n/register';
import accountStyles from '../../account/account.module.css';
import { PhotoPicker } from './photo-picker';
import { useChosenPhotos } from './use-chosen-photos';
import { PHOTO_MAX_MB, photoProblem } from './validate-photo';
import styles from './identity.module.css';

/** The three photos of spec's advanced check, in the order they are asked for. */
const SLOTS = [
  { key: 'frontImg', label: 'photo_front', capture: 'environment' },
  { key: 'backImg', label: 'photo_back', capture: 'environment' },
  { key: 'handImg', label: 'photo_hand', capture: 'user' },
] as const;
type Slot = (typeof SLOTS)[number]['key'];

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Front, back and holding the ID: checked when chosen, uploaded, then sent for review (uploadKYC level 2). */
export function AdvancedIdentityForm({ onSubmitted }: { onSubmitted(): Promise<void> }) {
  const { t } = useTranslation(['account', 'common']);
  const { photos, choose: keep } = useChosenPhotos<Slot>();
  const [problems, setProblems] = useState<Partial<Record<Slot, AccountMessageKey>>>({});
  const [uploaded, setUploaded] = useState(0);
  const uploads = useUploadProgress();
  // A photo uploaded before a failed or cancelled attempt is not uploaded again.
  const urls = useRef(new WeakMap<File, string>());

  function choose(slot: Slot, file: File) {
    const problem = photoProblem(file);
    setProblems((current) => ({ ...current, [slot]: problem ?? undefined }));
    // A refused file does not replace a good one already chosen.
    if (!problem) keep(slot, file);
  }

  async function upload(batch: UploadBatch, slot: Slot, file: File): Promise<string> {
    let url = urls.current.get(file);
    const onUploadProgress = batch.part(slot, file.size);
    if (url) onUploadProgress({ loaded: file.size, total: file.size });
    else {
      url = (await uploadFile(file, `${slot}.${EXTENSIONS[file.type] ?? 'jpg'}`, { signal: batch.signal, onUploadProgress })).url;
      urls.current.set(file, url);
    }
    setUploaded((n) => n + 1);
    return url;
  }

  const { busy, submit } = useSubmit(sendPhotos, {
    check: () => {
      const missing = SLOTS.filter(({ key }) => !photos[key]);
      if (missing.length === 0) return true;
      setProblems((current) => ({ ...current, ...Object.fromEntries(missing.map(({ key }) => [key, 'photo_required'])) }));
      return false;
    },
  });

  /** Uploads the three photos (with progress and Cancel), then sends them for review. */
  async function sendPhotos() {
    setUploaded(0);
    const batch = uploads.begin();
    try {
      const [frontImg, backImg, handImg] = await Promise.all(SLOTS.map(({ key }) => upload(batch, key, photos[key]!.file)));
      await uploadKYC({ level: 2, frontImg: frontImg!, backImg: backImg!, handImg: handImg! }, { signal: batch.signal });
    } catch (error) {
      // Cancelled by the user: the photos stay chosen, and what went up is not sent again. One
      // photo refused: the others stop too.
      if (!(error instanceof ApiError && error.kind === 'cancelled')) {
        uploads.cancel();
        throw error;
      }
      toast(t('common:upload_cancelled'));
      return;
    } finally {
      uploads.end();
    }
    toast(t('kyc_submitted'));
    await onSubmitted();
  }

  return (
    <form
      className={accountStyles.form}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className={accountStyles.intro}>{t('photo_hint', { max: PHOTO_MAX_MB })}</p>
      <div className={styles.pickers}>
        {SLOTS.map(({ key, label, capture }) => (
          <PhotoPicker
            key={key}
            label={t(label)}
            capture={capture}
            preview={photos[key]?.preview ?? null}
            error={problems[key] ? t(problems[key], { max: PHOTO_MAX_MB }) : undefined}
            onChoose={(file) => choose(key, file)}
          />
        ))}
      </div>
      {uploads.active && <UploadProgress label={t('uploading', { done: uploaded, count: SLOTS.length })} fraction={uploads.fraction} onCancel={uploads.cancel} />}
      <Button type="submit" block loading={busy}>
        {t('kyc_submit')}
      </Button>
    </form>
  );
}
