import { SimpleGrid, TextInput } from '@mantine/core';
import { filterNameInput } from '../lib/validators';

/**
 * First and last name side by side, each keeping only the letters, spaces and dashes a name may
 * have (requirements §5) as they are typed. `ownName` asks the browser to fill in the
 * user's own name; an administrator typing someone else's name turns that off.
 */
export function PersonNameFields({
  labels,
  values,
  errors,
  onChange,
  ownName = true,
  readOnly = false,
  autoFocus = false,
  ids,
}: {
  labels: { name: string; surname: string };
  values: { name: string; surname: string };
  errors: { name?: string; surname?: string };
  onChange: (field: 'name' | 'surname', value: string) => void;
  ownName?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  /** Ids for the inputs, where an error summary leads to them. */
  ids?: { name?: string; surname?: string };
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        id={ids?.name}
        label={labels.name}
        value={values.name}
        onChange={(e) => onChange('name', filterNameInput(e.currentTarget.value))}
        error={errors.name}
        autoComplete={ownName ? 'given-name' : 'off'}
        readOnly={readOnly}
        required
        data-autofocus={autoFocus || undefined}
      />
      <TextInput
        id={ids?.surname}
        label={labels.surname}
        value={values.surname}
        onChange={(e) => onChange('surname', filterNameInput(e.currentTarget.value))}
        error={errors.surname}
        autoComplete={ownName ? 'family-name' : 'off'}
        readOnly={readOnly}
        required
      />
    </SimpleGrid>
  );
}
