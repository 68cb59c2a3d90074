/**
 * One side of the card: take a photo or choose a file (always both: some Android webviews ignore
 * `capture`), checked as JPG or PNG up to 10 MB and previewed before saving.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { AlertIcon } from '../../../components/ui/icons';
import * as f from '../../../components/ui/field.css';
import { useTranslation } from '../../../lib/i18n';
import { CARD_IMAGE_ACCEPT } from '../lib/card-rules';
import { useAuthedImage } from '../lib/use-authed-image';
import * as s from './cards.css';

export function ImagePicker({
  side,
  label,
  file,
  currentUrl,
  error,
  onChange,
  onUnreadable,
}: {
  side: 'front' | 'back';
  label: string;
  file: File | null;
  /** The image already saved on the card (edit flow). */
  currentUrl: string | null;
  error: string | null;
  onChange: (file: File | null) => void;
  /** The chosen file does not display as an image (corrupt, or not really a JPG/PNG). */
  onUnreadable?: () => void;
}) {
  const { t } = useTranslation('cards');
  const id = useId();
  const cameraRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onPick = (e: React.ChangeEvent<HTMLInputElement>) => {
    onChange(e.target.files?.[0] ?? null);
    // The same file picked again must fire change again.
    e.target.value = '';
  };

  const current = useAuthedImage(file ? null : currentUrl);
  const shown = previewUrl ?? current.src;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={s.fieldset}
      aria-describedby={[`${id}-help`, error ? errorId : ''].filter(Boolean).join(' ')}
    >
      <legend className={s.legend}>
        {label}
        <span className={f.requiredMark} aria-hidden="true">
          *
        </span>
      </legend>
      {shown ? (
        <img
          className={s.preview}
          src={shown}
          alt={previewUrl ? t('form.previewAlt', { side: label }) : t('form.currentAlt', { side: label })}
          data-testid={`${side}-preview`}
          // A picture that cannot be shown is refused here rather than shown broken.
          onError={previewUrl ? onUnreadable : undefined}
        />
      ) : null}
      <p id={`${id}-help`} className={f.help}>
        {t('form.imageHelp')}
      </p>
      <div className={s.fileButtons}>
        <Button variant="outline" size="small" onClick={() => cameraRef.current?.click()}>
          {t('form.takePhoto')}
        </Button>
        <Button variant="outline" size="small" onClick={() => fileRef.current?.click()}>
          {shown ? t('form.replace') : t('form.chooseFile')}
        </Button>
      </div>
      <input
        ref={cameraRef}
        className={s.fileInput}
        type="file"
        accept={CARD_IMAGE_ACCEPT}
        capture="environment"
        tabIndex={-1}
        aria-hidden="true"
        onChange={onPick}
      />
      <input
        ref={fileRef}
        className={s.fileInput}
        type="file"
        accept={CARD_IMAGE_ACCEPT}
        tabIndex={-1}
        aria-hidden="true"
        onChange={onPick}
        data-testid={`${side}-file`}
      />
      {error ? (
        <p id={errorId} className={f.error} role="alert">
          <AlertIcon size={16} />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
