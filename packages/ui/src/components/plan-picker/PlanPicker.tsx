import type { ReactNode } from 'react';
import {
  Label,
  RadioButton,
  RadioField,
  RadioGroup,
  type RadioGroupProps,
} from 'react-aria-components';
import { classNames } from '../../logic/class-names';
import { FieldMessages, isFieldInvalid, type FieldErrorMessage } from '../field/FieldMessages';
import { TextField } from '../text-field/TextField';
import { DEFAULT_PLANS, type PlanOption } from './plans';

export interface PlanPickerProps extends Omit<RadioGroupProps, 'className' | 'children'> {
  label?: string;
  plans?: PlanOption[];
  description?: string;
  errorMessage?: FieldErrorMessage;
  /** Name of the coupon code input; no coupon input is rendered when null. */
  couponName?: string | null;
  couponLabel?: string;
  couponDefaultValue?: string;
  couponErrorMessage?: string;
  /** Help below the coupon input, e.g. what a verified coupon gives. */
  couponDescription?: string;
  /**
   * A control beside the coupon input, e.g. a submit button that verifies the code. The picker then puts a hidden
   * default button before it, so Enter in any field still sends the form as its main button does.
   */
  couponAction?: ReactNode;
  /** After a coupon is verified the plan and coupon are locked (read-only, still submitted). */
  isLocked?: boolean;
  className?: string;
}

/** The plan choice as a radio group of cards, with the coupon code input below it. */
export function PlanPicker({
  label = 'Choose your plan',
  plans = DEFAULT_PLANS,
  description,
  errorMessage,
  isInvalid,
  couponName = 'couponCode',
  couponLabel = 'Coupon code (plush toy owners)',
  couponDefaultValue,
  couponErrorMessage,
  couponDescription,
  couponAction,
  isLocked = false,
  className,
  validationBehavior = 'aria',
  name = 'plan',
  ...props
}: PlanPickerProps) {
  return (
    <div className={classNames('tate-plan-picker', className)}>
      <RadioGroup
        {...props}
        name={name}
        isReadOnly={isLocked || props.isReadOnly}
        validationBehavior={validationBehavior}
        isInvalid={isFieldInvalid(isInvalid, errorMessage)}
        className="tate-field"
      >
        <Label className="tate-field__label">{label}</Label>
        <div className="tate-plan-picker__cards">
          {plans.map((plan) => (
            <RadioField key={plan.value} value={plan.value} className="tate-plan-card">
              <RadioButton className="tate-plan-card__button">
                <span className="tate-plan-card__indicator" aria-hidden="true" />
                <span className="tate-plan-card__title">{plan.title}</span>
                <span className="tate-plan-card__price">
                  {plan.price}
                  {plan.period && <span className="tate-plan-card__period"> {plan.period}</span>}
                </span>
                {plan.badge && <span className="tate-plan-card__badge">{plan.badge}</span>}
                {plan.description && <span className="tate-plan-card__description">{plan.description}</span>}
              </RadioButton>
            </RadioField>
          ))}
        </div>
        <FieldMessages description={description} errorMessage={errorMessage} />
      </RadioGroup>
      {couponName && (
        <div className="tate-plan-picker__coupon-row">
          <TextField
            name={couponName}
            label={couponLabel}
            defaultValue={couponDefaultValue}
            description={couponDescription}
            errorMessage={couponErrorMessage}
            isReadOnly={isLocked}
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
    </div>
  );
}
