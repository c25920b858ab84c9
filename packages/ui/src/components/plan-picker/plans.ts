export interface PlanOption {
  /** The submitted value, e.g. `month`. */
  value: string;
  title: string;
  /** The price as the parent reads it, e.g. `$3.99`. */
  price: string;
  period?: string;
  /** The discount, e.g. `Save 10%`. */
  badge?: string;
  /** The free trial, on the plans that have one, e.g. `14-day free trial`. */
  trial?: string;
  description?: string;
}
