import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { offeredTypes } from '../register-form';

/** The four kinds of account, each with a line on who it is for. */
export function UserTypeChoice({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('registration');
  return (
    <Radio.Group id={id} label={t('register.userType')} value={value} onChange={onChange} error={error} required>
      <Stack gap="xs" mt="xs">
        {offeredTypes.map((typeId) => (
          <Radio
            key={typeId}
            value={String(typeId)}
            label={t(`register.userTypes.${typeId}.label`)}
            description={t(`register.userTypes.${typeId}.description`)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
