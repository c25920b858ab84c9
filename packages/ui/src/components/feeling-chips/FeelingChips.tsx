import { useEffect, useRef, type ChangeEvent } from 'react';
import { classNames } from '../../logic/class-names';
import { CheckIcon } from '../icons/icons';

/**
 * Each feeling's face in a 32-unit frame, as path data: its lines, its dots (eyes: a point drawn with a wide round
 * pen) and its filled shapes (an open mouth). Unknown feelings get the plain smile.
 */
const FACES: Record<string, [lines: string, dots: string, fills?: string]> = {
  sleepy: ['M8.5 13q2.5 2 5 0m5 0q2.5 2 5 0M14 21a2 2 0 0 0 4 0a2 2 0 0 0-4 0M23 3.5h4l-4 4h4', ''],
  excited: ['', 'M11 12.5h0m10 0h0', 'M9.5 18.5h13a6.5 6.5 0 0 1-13 0Z'],
  confident: ['M8.5 9.5q2.5-2 5 0m5 0q2.5-2 5 0M10 19q6 5.5 12 0', 'M11 13h0m10 0h0'],
  imaginative: ['M11.5 19.5q4.5 4 9 0M27 1.5v5M24.5 4h5', 'M12 11.5h0m10 0h0'],
  focused: ['M8.5 9.5h5m5 0h5M12.5 20.5h7', 'M11 13h0m10 0h0'],
  calm: ['M8.5 14q2.5-2.5 5 0m5 0q2.5-2.5 5 0M11.5 19.5q4.5 4 9 0', ''],
  thoughtful: ['M14 21h5M24 6.5h0', 'M13 11.5h0m9 0h0M26.5 3h0'],
  active: ['M1 12h2.5M1 17h2.5', 'M11 13h0m10 0h0', 'M10 18h12q-1 6.5-6 6.5T10 18Z'],
};

const SMILE_FACE: [string, string] = ['M11.5 19.5q4.5 4 9 0', 'M11 13h0m10 0h0'];

export interface FeelingFaceProps {
  /** One of the library's feelings (sleepy, excited, confident, imaginative, focused, calm, thoughtful, active). */
  feeling: string;
  className?: string;
}

/** A small friendly face for a feeling, drawn inline; decorative (the feeling's name says it). */
export function FeelingFace({ feeling, className }: FeelingFaceProps) {
  const [lines, dots, fills] = FACES[feeling] ?? SMILE_FACE;
  return (
    <svg
      viewBox="0 0 32 32"
      className={classNames('tate-face', className)}
      fill="none"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="tate-face__head" cx="16" cy="16" r="13" />
      {lines ? <path d={lines} /> : null}
      {dots ? <path d={dots} strokeWidth={3.8} /> : null}
      {fills ? <path className="tate-face__ink" d={fills} /> : null}
    </svg>
  );
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
 * (without JavaScript it wraps, so a chosen chip is always in sight).
 */
export function FeelingChips({ legend, name, options, value, defaultValue, onChange, className }: FeelingChipsProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange?.(checkedIn(event.currentTarget));
  // On a phone the row scrolls: it opens on the first chosen chip, so what filters the page is in sight.
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
              <CheckIcon className="tate-chip__check" />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
