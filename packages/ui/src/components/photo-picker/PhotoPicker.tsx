import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { classNames } from '../../logic/class-names';
import { describedByIds, NativeFieldMessages } from '../field/NativeFieldMessages';
import { CameraIcon } from '../icons/icons';

/** The child photo formats the spec allows. */
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.bmp,image/jpeg,image/png,image/bmp';
const ALLOWED_TYPES = new Set(['image/jpeg', 'image/png', 'image/bmp']);
export const PHOTO_TYPE_ERROR = 'Please choose a JPG, PNG or BMP picture.';

export interface PhotoPickerProps {
  label: string;
  /** Name of the `<input type="file">` (e.g. `profileImg`). Its form needs `encType="multipart/form-data"`. */
  name: string;
  /** An existing photo shown until a new one is chosen (edit child). */
  defaultImageUrl?: string;
  buttonText?: string;
  description?: string;
  errorMessage?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  onChange?: (file: File | null) => void;
  className?: string;
}

/** A file picker for a child photo with a round preview of the chosen picture. */
export function PhotoPicker({
  label,
  name,
  defaultImageUrl,
  buttonText = 'Choose a photo',
  description,
  errorMessage,
  isDisabled = false,
  isRequired = false,
  onChange,
  className,
}: PhotoPickerProps) {
  const id = useId();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [typeError, setTypeError] = useState<string | null>(null);
  const error = typeError ?? errorMessage;
  const shownImage = previewUrl ?? defaultImageUrl;

  useEffect(() => {
    return () => {
      if (previewUrl) {
        URL.revokeObjectURL(previewUrl);
      }
    };
  }, [previewUrl]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && !ALLOWED_TYPES.has(file.type)) {
      event.target.value = '';
      setTypeError(PHOTO_TYPE_ERROR);
      setPreviewUrl(null);
      onChange?.(null);
      return;
    }
    setTypeError(null);
    setPreviewUrl(file ? URL.createObjectURL(file) : null);
    onChange?.(file);
  };

  return (
    <div className={classNames('tate-field', 'tate-photo-picker', className)}>
      <span className="tate-field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="tate-photo-picker__row">
        <div className="tate-photo-picker__preview">
          {shownImage ? (
            <img src={shownImage} alt={`Chosen photo for ${label.toLowerCase()}`} />
          ) : (
            <CameraIcon className="tate-photo-picker__placeholder" />
          )}
        </div>
        <label className="tate-photo-picker__control" data-disabled={isDisabled || undefined}>
          <input
            type="file"
            name={name}
            accept={PHOTO_ACCEPT}
            disabled={isDisabled}
            required={isRequired}
            aria-labelledby={`${id}-label ${id}-button`}
            aria-describedby={describedByIds({ id, description, errorMessage: error })}
            aria-invalid={error ? true : undefined}
            className="tate-visually-hidden tate-photo-picker__input"
            onChange={handleChange}
          />
          <span className="tate-button tate-button--secondary tate-photo-picker__button" id={`${id}-button`}>
            {buttonText}
          </span>
        </label>
      </div>
      <NativeFieldMessages id={id} description={description} errorMessage={error} />
    </div>
  );
}
