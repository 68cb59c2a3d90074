import { Field } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/i18n';

type NameField = 'name' | 'surname';
type TextFieldState = {
  value: string;
  error: string | null;
  onChange: (e: { target: { value: string } }) => void;
  onBlur?: (() => void) | undefined;
};

/** Name and surname, both required, as registration and the profile ask for them. */
export function NameFields({
  field,
  disabled,
  maxLength,
}: {
  /** The form's text field state (useForm's `field`). */
  field: (name: NameField) => TextFieldState;
  disabled?: boolean;
  maxLength?: number;
}) {
  const { t } = useTranslation('auth');
  return (['name', 'surname'] as const).map((name) => (
    <Field
      key={name}
      label={t(`fields.${name}`)}
      name={name}
      autoComplete={name === 'name' ? 'given-name' : 'family-name'}
      maxLength={maxLength}
      required
      disabled={disabled}
      {...field(name)}
    />
  ));
}
