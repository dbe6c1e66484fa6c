import { Alert } from '@mantine/core';

/** A save that failed without naming a field: the server's sentence, announced. */
export function FormProblem({ message, title }: { message: string | null | undefined; title?: string }) {
  return message ? (
    <Alert color="red" role="alert" title={title}>
      {message}
    </Alert>
  ) : null;
}
