import { useMessages } from '@/lib/i18n/i18n';
import { aboutCatalogue } from '../messages/about/catalogue';

export const AboutStory = ({ brandName }: { brandName: string }) => {
  const { m, t } = useMessages(aboutCatalogue);
  return (
    <section aria-labelledby="story-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="grid items-start gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">{m.about.storyEyebrow}</p>
          <h2
            id="story-heading"
            className="mt-2 text-balance font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl"
          >
            {m.about.storyTitle}
          </h2>
        </div>
        <div className="flex flex-col gap-5 text-lg text-slate-600 leading-relaxed">
          <p>{t(m.about.storyText1, { brandName })}</p>
          <p>{m.about.storyText2}</p>
        </div>
      </div>
    </section>
  );
};
