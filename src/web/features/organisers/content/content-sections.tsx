import { SectionLinks } from './form-section';
import { CalendarSection, TutorialsSection } from './media-sections';
import { MotdSection } from './motd-section';
import { FooterSection, LinksSection, WelcomeSection } from './sections';
import { StoresEditor } from './stores-editor';
import type { ContentForm } from './use-content-form';

/** Every section of the form, in the order visitors meet them. */
export function ContentSections({
  form,
  state,
  onState,
}: {
  form: ContentForm;
  state: string;
  onState: (slug: string) => void;
}) {
  return (
    <>
      <SectionLinks />
      <WelcomeSection form={form} />
      <MotdSection form={form} />
      <CalendarSection form={form} />
      <TutorialsSection form={form} />
      <LinksSection form={form} />
      <StoresEditor form={form} state={state} onState={onState} />
      <FooterSection form={form} />
    </>
  );
}
