import type { FieldConfig } from '../engine/types';

// Fields several registration forms share, worded once. Plain data, like every definition.

export const EMAIL_FIELD: FieldConfig = {
  name: 'email',
  type: 'email',
  label: 'Email',
  placeholder: 'name@example.com',
  autoComplete: 'email',
};

export const MOBILE_NUMBER_FIELD: FieldConfig = {
  name: 'mobileNumber',
  type: 'tel',
  label: 'Mobile Number',
  placeholder: '10-digit mobile number',
  autoComplete: 'tel-national',
};

export const CITY_FIELD: FieldConfig = {
  name: 'city',
  type: 'text',
  label: 'City',
  placeholder: 'Enter city',
  autoComplete: 'address-level2',
};

export const PIN_CODE_FIELD: FieldConfig = {
  name: 'pinCode',
  type: 'pincode',
  label: 'Pin Code',
  placeholder: '6-digit pin code',
  autoComplete: 'postal-code',
};
