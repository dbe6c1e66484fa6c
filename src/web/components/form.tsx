import type { ComponentPropsWithRef } from 'react';

/**
 * A form whose submission stays in the page: the browser's own validation is off, since the
 * fields show the same messages the server would (and the error summary lists them), and the
 * browser does not send the form itself. Name it as any form (`aria-label`, `aria-labelledby`).
 */
export function Form({ onSubmit, ...props }: Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'noValidate'> & { onSubmit: () => unknown }) {
  return (
    <form
      noValidate
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    />
  );
}
