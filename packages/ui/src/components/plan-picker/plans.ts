export interface PlanOption {
  /** The submitted value, e.g. `month`. */
  value: string;
  title: string;
  price: string;
  period?: string;
  badge?: string;
  description?: string;
}
