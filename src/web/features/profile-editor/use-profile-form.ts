import { useState } from 'react';
import type { OwnProfile } from '../../../shared/profile/profile-api';
import { fieldLabel } from '../../../shared/profile/profile-fields';
import {
  CHOICE_OPTIONS,
  type ChoiceField,
  needsCurrentPassword,
  type PasswordField,
  type ProfileValues,
  type Validation,
  validateValues,
  valuesChanged,
  valuesFromProfile,
} from './profile-form-model';

/** The editable values of the profile form, their per-field errors and the bindings for inputs. */
export function useProfileForm(profile: OwnProfile) {
  const [initial] = useState<ProfileValues>(() => valuesFromProfile(profile));
  const [values, setValues] = useState<ProfileValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** Counts the checks run by Save, so a collapsed section with an error opens again on each. */
  const [checks, setChecks] = useState(0);

  /** Props for a TextField bound to one text field (label from the shared contract by default). */
  const text = (name: string, label = fieldLabel(name)) => ({
    name,
    label,
    value: values.text[name] ?? '',
    error: errors[name],
    onChange: (value: string) => setValues((v) => ({ ...v, text: { ...v.text, [name]: value } })),
  });

  /** Props for a ChoiceGroup bound to one of the two multi-selects. */
  const choice = (name: ChoiceField) => ({
    name,
    legend: fieldLabel(name),
    options: CHOICE_OPTIONS[name],
    selected: values[name],
    error: errors[name],
    onChange: (next: string[]) => setValues((v) => ({ ...v, [name]: next })),
  });

  const password = (name: PasswordField, label: string) => ({
    name,
    label,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
  });

  function validate(): Validation {
    const result = validateValues(values, profile);
    setErrors(result.ok ? {} : result.errors);
    setChecks((n) => n + 1);
    return result;
  }

  /** The current password is asked for (and sent) only while the password or recovery email changes. */
  const needsCurrent = needsCurrentPassword(values, profile);
  /** How many of these fields have something in them, and whether any has an error. */
  const status = (names: readonly string[]) => ({
    filled: names.filter((n) => (values.text[n] ?? '').trim() !== '').length,
    hasError: names.some((n) => errors[n]),
    checks,
  });

  return {
    values,
    errors,
    text,
    choice,
    password,
    validate,
    needsCurrent,
    status,
    changed: valuesChanged(values, initial),
  };
}

export type ProfileForm = ReturnType<typeof useProfileForm>;
