import CloudUpload from 'lucide-react/icons/cloud-upload';
import Download from 'lucide-react/icons/download';
import Receipt from 'lucide-react/icons/receipt';
import Send from 'lucide-react/icons/send';
import { usePublicConfig } from '@/lib/public-config';
import { SectionHeading } from './section-heading';

export const HowItWorks = () => {
  const { data: config } = usePublicConfig();
  const limits = config?.limits;
  const steps = [
    {
      icon: CloudUpload,
      title: 'Upload your documents',
      text: limits
        ? `PDF, Word, text files or photos: up to ${limits.maxFiles} files of ${limits.maxUploadMb} MB each.`
        : 'PDF, Word, text files or photos of your documents.',
    },
    {
      icon: Receipt,
      title: 'Get an instant estimate',
      text: 'We count the words and pages in your files and show your price right away. The estimate is free and non-binding.',
    },
    {
      icon: Send,
      title: 'Choose a service and order',
      text: 'Pick professional or sworn translation, add your details and place your order.',
    },
    {
      icon: Download,
      title: 'Receive your translation',
      text: 'We email you when your translation is ready, and you download it from your order page.',
    },
  ];

  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <SectionHeading
        id="how-heading"
        eyebrow="How it works"
        title="From upload to translation in four steps"
        lead="No account needed to get a quote. Sign up only if you want to see all your orders in one place."
      />
      <div className="relative mt-14">
        <div
          aria-hidden="true"
          className="absolute top-7 right-[12.5%] left-[12.5%] hidden h-px bg-gradient-to-r from-brand-200 via-brand-300 to-brand-200 lg:block"
        />
        <ol className="relative grid gap-8 md:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative flex flex-col items-start lg:items-center lg:text-center">
              <span className="relative flex size-14 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-sm ring-1 ring-slate-200">
                <Icon aria-hidden="true" className="size-6" />
                <span className="-top-2 -right-2 absolute flex size-6 items-center justify-center rounded-full bg-brand-600 font-bold text-white text-xs">
                  {index + 1}
                </span>
              </span>
              <h3 className="mt-5 font-semibold text-lg text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600 leading-relaxed">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
};
