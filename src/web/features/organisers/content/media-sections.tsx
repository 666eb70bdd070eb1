import { ContentField } from './content-field';
import { FormSection } from './form-section';
import type { ContentForm } from './use-content-form';

const EMBED_HINT = 'The embed address (https://…), not the page’s own address.';

export function CalendarSection({ form }: { form: ContentForm }) {
  return (
    <FormSection id="content-calendar" where="The calendar page (/calendar), shown to members.">
      <ContentField {...form.field('calendar.title')} />
      <ContentField
        {...form.field('calendar.embedUrl')}
        type="url"
        inputMode="url"
        placeholder="https://"
        hint={EMBED_HINT}
      />
    </FormSection>
  );
}

export function TutorialsSection({ form }: { form: ContentForm }) {
  return (
    <FormSection id="content-tutorials" where="The two videos of the tutorials page (/tutorials).">
      <div className="content-pair-list">
        {[0, 1].map((i) => (
          <fieldset key={i} className="content-subgroup">
            <legend>Video {i + 1}</legend>
            <ContentField {...form.field(`tutorials.${i}.title`)} label="Title" />
            <ContentField
              {...form.field(`tutorials.${i}.embedUrl`)}
              label="Embed address"
              type="url"
              inputMode="url"
              placeholder="https://"
              hint={EMBED_HINT}
            />
          </fieldset>
        ))}
      </div>
    </FormSection>
  );
}
