import { useRef, useState, type FormEvent } from 'react';
import { ApiError, UPLOAD_MAX_BYTES, UPLOAD_TYPES, uploadFile, uploadKYC } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Button, toast } from '@atrium/ui';
import { UploadProgress, useUploadProgress, type UploadBatch } from '@atrium/ui/upload';
import { useSubmit } from '@atrium/ui/submit';
import { FilePicker } from '@atrium/ui/controls';
import accountStyles from '../../account/account.module.css';
import styles from './identity.module.css';

/** The three photos of spec's advanced check, in the order they are asked for. */
const SLOTS = [
  { key: 'frontImg', label: 'photo_front', capture: 'environment' },
  { key: 'backImg', label: 'photo_back', capture: 'environment' },
  { key: 'handImg', label: 'photo_hand', capture: 'user' },
] as const;
type Slot = (typeof SLOTS)[number]['key'];

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The largest photo in whole megabytes, for the hint (the picker refuses a larger one, saying so). */
const PHOTO_MAX_MB = Math.floor(UPLOAD_MAX_BYTES / (1024 * 1024));

/** Front, back and holding the ID: checked when chosen, uploaded, then sent for review (uploadKYC level 2). */
export function AdvancedIdentityForm({ onSubmitted }: { onSubmitted(): Promise<void> }) {
  const { t } = useTranslation(['account', 'common']);
  const [photos, setPhotos] = useState<Partial<Record<Slot, File>>>({});
  // The photos found missing when the form was sent, until one is chosen.
  const [missing, setMissing] = useState<Partial<Record<Slot, boolean>>>({});
  const [uploaded, setUploaded] = useState(0);
  const uploads = useUploadProgress();
  // A photo uploaded before a failed or cancelled attempt is not uploaded again.
  const urls = useRef(new WeakMap<File, string>());

  // The picker checks the type and the size: a refused file never reaches here, nor replaces a good one.
  function choose(slot: Slot, file: File | null) {
    setPhotos((current) => ({ ...current, [slot]: file ?? undefined }));
    setMissing((current) => ({ ...current, [slot]: false }));
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
      const absent = SLOTS.filter(({ key }) => !photos[key]);
      if (absent.length === 0) return true;
      setMissing((current) => ({ ...current, ...Object.fromEntries(absent.map(({ key }) => [key, true])) }));
      return false;
    },
  });

  /** Uploads the three photos (with progress and Cancel), then sends them for review. */
  async function sendPhotos() {
    setUploaded(0);
    const batch = uploads.begin();
    try {
      const [frontImg, backImg, handImg] = await Promise.all(SLOTS.map(({ key }) => upload(batch, key, photos[key]!)));
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
          <FilePicker
            key={key}
            label={t(label)}
            kind="photo"
            capture={capture}
            accept={UPLOAD_TYPES.join(',')}
            maxBytes={UPLOAD_MAX_BYTES}
            file={photos[key] ?? null}
            error={missing[key] ? t('photo_required') : undefined}
            onChange={(file) => choose(key, file)}
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
