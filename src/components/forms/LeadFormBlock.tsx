import { useId } from 'react';
import LeadForm, { type LeadFormProps } from './LeadForm.tsx';
import { useLeadForm, type LeadFormInput } from './use-lead-form.ts';

type LeadFormBlockProps = LeadFormInput &
  Pick<LeadFormProps, 'today' | 'stepIncomplete'> & {
    /** The send button's words where they are not the entry's own (a test ride, an inspection). */
    submitLabel?: string;
  };

/** A working lead form: the behaviour of use-lead-form.ts drawn by LeadForm. */
export default function LeadFormBlock({ today, stepIncomplete, submitLabel, ...input }: LeadFormBlockProps) {
  const formId = `lead${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const form = useLeadForm(input);
  return (
    <LeadForm
      formId={formId}
      entry={submitLabel === undefined ? form.entry : { ...form.entry, submitLabel }}
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
