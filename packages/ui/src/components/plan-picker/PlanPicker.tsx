import { useId, useState, type ReactNode } from 'react';
import { classNames } from '../../logic/class-names';
import { Alert } from '../alert/Alert';
import { describedByIds, NativeFieldMessages } from '../field/NativeFieldMessages';
import { PlainTextField } from '../text-field/PlainTextField';
import { PlanCardParts } from './PlanCard';
import type { PlanOption } from './plans';

export interface PlanPickerProps {
  /** Name of the radio inputs (default `plan`). */
  name?: string;
  label?: string;
  /** The choices, priced by the caller (the web reads prices from the CMS's plan records). */
  plans: PlanOption[];
  defaultValue?: string;
  onChange?: (value: string) => void;
  description?: string;
  errorMessage?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  /** Name of the coupon code input; no coupon input is rendered when null. */
  couponName?: string | null;
  couponLabel?: string;
  couponDefaultValue?: string;
  couponErrorMessage?: string;
  /** The answer to a verified coupon, shown as a success message under its input (e.g. what it gives). */
  couponStatus?: string;
  /**
   * A control beside the coupon input, e.g. a submit button that verifies the code. The picker then puts a hidden
   * default button before it, so Enter in any field still sends the form as its main button does.
   */
  couponAction?: ReactNode;
  /** After a coupon is verified the plan and coupon are locked: the chosen plan is still submitted, no other can be. */
  isLocked?: boolean;
  className?: string;
}

/**
 * The plan choice as a group of `PlanCard`s that are radio buttons (native radio inputs: the browser gives arrow keys, a form value and
 * the same behaviour without JavaScript, and no react-aria loads for it), with the coupon code input below.
 */
export function PlanPicker({
  name = 'plan',
  label = 'Choose your plan',
  plans,
  defaultValue,
  onChange,
  description,
  errorMessage,
  isInvalid = Boolean(errorMessage),
  isDisabled = false,
  couponName = 'couponCode',
  couponLabel = 'Coupon code (plush toy owners)',
  couponDefaultValue,
  couponErrorMessage,
  couponStatus,
  couponAction,
  isLocked = false,
  className,
}: PlanPickerProps) {
  const id = useId();
  const [chosen, setChosen] = useState(defaultValue);
  return (
    <div className={classNames('tate-plan-picker', isLocked && 'tate-plan-picker--locked', className)}>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedByIds({ id, description, errorMessage })}
        className="tate-field"
      >
        <span id={`${id}-label`} className="tate-field__label">
          {label}
        </span>
        <div className="tate-plan-cards">
          {plans.map((plan) => (
            <label key={plan.value} className="tate-plan-card tate-plan-card--choice">
              <input
                type="radio"
                name={name}
                value={plan.value}
                defaultChecked={plan.value === defaultValue}
                disabled={isDisabled || (isLocked && plan.value !== chosen)}
                onChange={() => {
                  setChosen(plan.value);
                  onChange?.(plan.value);
                }}
                className="tate-plan-card__input"
              />
              <span className="tate-plan-card__button">
                <PlanCardParts
                  as="span"
                  plan={plan}
                  title={
                    <span className="tate-plan-card__title">
                      <span className="tate-plan-card__indicator" aria-hidden="true" />
                      {plan.title}
                    </span>
                  }
                />
              </span>
            </label>
          ))}
        </div>
        <NativeFieldMessages id={id} description={description} errorMessage={errorMessage} />
      </div>
      {couponName && (
        <div className="tate-plan-picker__coupon-row">
          <PlainTextField
            name={couponName}
            label={couponLabel}
            defaultValue={couponDefaultValue}
            errorMessage={couponErrorMessage}
            readOnly={isLocked}
            autoComplete="off"
            className="tate-plan-picker__coupon"
          />
          {couponAction && (
            <>
              <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
              <div className="tate-plan-picker__coupon-action">{couponAction}</div>
            </>
          )}
        </div>
      )}
      {couponStatus && <Alert tone="success">{couponStatus}</Alert>}
    </div>
  );
}
