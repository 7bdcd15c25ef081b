import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { InputField, type InputFieldProps } from './input-field';

import './form.css';

/** PasswordField is an InputField with a button that shows or hides what was typed. */
export function PasswordField(props: Omit<InputFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <InputField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="field__toggle"
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
        </button>
      }
    />
  );
}
