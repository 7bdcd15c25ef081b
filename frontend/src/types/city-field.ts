import type { Ref } from 'react';

import type { Place } from './api';

/**
 * CityFieldProps is what a form gives the city picker it is handed (the places feature's combobox): forms of
 * other features take it as a component prop, since features never import each other.
 */
export interface CityFieldProps {
  name: string;
  label: string;
  value: Place | null;
  onChange: (place: Place | null) => void;
  onBlur?: () => void;
  /** error is a validation code from zod or the server. */
  error?: string;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}
