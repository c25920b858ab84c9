import { useEffect, useRef, type ChangeEvent } from 'react';
import { classNames } from '../../logic/class-names';

/** Feelings with a face of their own in feeling-chips.css; any other feeling gets the plain smile. */
export const FEELINGS_WITH_FACES: readonly string[] = ['sleepy', 'excited', 'confident', 'imaginative', 'focused', 'calm', 'thoughtful', 'active'];
const FACES = new Set(FEELINGS_WITH_FACES);

export interface FeelingFaceProps {
  /** One of the library's feelings (sleepy, excited, confident, imaginative, focused, calm, thoughtful, active). */
  feeling: string;
  className?: string;
}

/**
 * A small friendly face for a feeling; decorative (the feeling's name says it). The faces are pictures in the CSS,
 * not the page's JavaScript, so the library's first load carries none of their drawings.
 */
export function FeelingFace({ feeling, className }: FeelingFaceProps) {
  return <span className={classNames('tate-face', `tate-face--${FACES.has(feeling) ? feeling : 'smile'}`, className)} aria-hidden="true" />;
}

export interface FeelingChipOption {
  value: string;
  label: string;
}

export interface FeelingChipsProps {
  /** The group's visible name, e.g. "I want to feel". */
  legend: string;
  /** Each chip is a real checkbox of this name, so the chips submit with a GET form. */
  name: string;
  options: readonly FeelingChipOption[];
  /** Controlled selection. */
  value?: readonly string[];
  /** Uncontrolled initial selection. */
  defaultValue?: readonly string[];
  /** Called on every toggle with the chosen values, in the options' order. */
  onChange?: (values: string[]) => void;
  className?: string;
}

function checkedIn(input: HTMLInputElement): string[] {
  const group = input.closest('fieldset');
  return group ? Array.from(group.querySelectorAll<HTMLInputElement>('input:checked'), (box) => box.value) : [];
}

/**
 * A row of toggle chips, each a face and a feeling: native checkboxes drawn as chips (48 px tall), so they toggle
 * with a tap, Space or a click, and submit with their form without JavaScript. On a phone the row scrolls sideways
 * (without JavaScript it wraps, so a chosen chip is always in sight). A chosen chip's tick is drawn by the CSS
 * (feeling-chips.css), not written into the page once a chip.
 */
export function FeelingChips({ legend, name, options, value, defaultValue, onChange, className }: FeelingChipsProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange?.(checkedIn(event.currentTarget));
  // On a phone the row scrolls: it opens on the first chosen chip, so what filters the page is in sight (the CSS's
  // scroll-initial-target does it before hydration where the browser knows it; this, everywhere else).
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chosen = row.current?.querySelector(':checked')?.parentElement;
    if (row.current && chosen) row.current.scrollLeft = chosen.offsetLeft - row.current.offsetLeft;
  }, []);
  return (
    <fieldset className={classNames('tate-chips', className)}>
      <legend className="tate-chips__legend">{legend}</legend>
      <div ref={row} className="tate-chips__row">
        {options.map((option) => (
          <label key={option.value} className="tate-chip">
            <input
              type="checkbox"
              className="tate-chip__input"
              name={name}
              value={option.value}
              checked={value ? value.includes(option.value) : undefined}
              defaultChecked={value ? undefined : defaultValue?.includes(option.value)}
              onChange={handleChange}
            />
            <span className="tate-chip__body">
              <FeelingFace feeling={option.value} className="tate-chip__face" />
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
