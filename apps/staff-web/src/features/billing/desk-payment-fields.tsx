import { useTranslation } from 'react-i18next';
import { DESK_PAYMENT_METHODS } from '@hotel/contracts/billing';
import { SelectField, TextField } from '../../components/ui/field.tsx';

export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

/**
 * How money changed hands at the desk: the method and an optional reference (a receipt or transfer number). The
 * folio's payments and refunds and a prepaid activity booking's confirmation ask the same.
 */
export function DeskPaymentFields({
  method,
  onMethodChange,
  reference,
  onReferenceChange,
  methodLabel,
}: {
  method: DeskPaymentMethod;
  onMethodChange(method: DeskPaymentMethod): void;
  reference: string;
  onReferenceChange(reference: string): void;
  methodLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        label={methodLabel ?? t('folio.methodLabel')}
        value={method}
        onChange={(event) => onMethodChange(event.target.value as DeskPaymentMethod)}
      >
        {DESK_PAYMENT_METHODS.map((value) => (
          <option key={value} value={value}>
            {t(`folio.method.${value}`)}
          </option>
        ))}
      </SelectField>
      <div className="min-w-48 flex-1">
        <TextField
          label={t('folio.reference')}
          hint={t('folio.referenceHint')}
          value={reference}
          maxLength={120}
          onChange={(event) => onReferenceChange(event.target.value)}
        />
      </div>
    </>
  );
}
