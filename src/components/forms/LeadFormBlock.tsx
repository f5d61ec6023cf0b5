import { useId } from 'react';
import LeadForm, { type LeadFormProps } from './LeadForm.tsx';
import { useLeadForm, type LeadFormInput } from './use-lead-form.ts';

type LeadFormBlockProps = LeadFormInput & Pick<LeadFormProps, 'today' | 'stepIncomplete'>;

/** A working lead form: the behaviour of use-lead-form.ts drawn by LeadForm. */
export default function LeadFormBlock({ today, stepIncomplete, ...input }: LeadFormBlockProps) {
  const formId = `lead${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const form = useLeadForm(input);
  return (
    <LeadForm
      formId={formId}
      entry={form.entry}
      definition={form.definition}
      settings={input.settings}
      state={form.state}
      car={input.car}
      onChange={form.onChange}
      onSubmit={form.onSubmit}
      onBack={form.onBack}
      summaryRef={form.summaryRef}
      honeypotRef={form.honeypotRef}
      {...(today === undefined ? {} : { today })}
      {...(stepIncomplete === undefined ? {} : { stepIncomplete })}
    />
  );
}
