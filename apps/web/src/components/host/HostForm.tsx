import type { ReactNode } from 'react';

/**
 * One host command as a form: a titled fieldset whose submit runs the command (the page never
 * reloads). The caller guards incomplete input itself, so a half-filled form sends nothing.
 */
export function HostForm({
  legend,
  onSubmit,
  children,
}: {
  legend: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <fieldset>
        <legend>{legend}</legend>
        {children}
      </fieldset>
    </form>
  );
}
