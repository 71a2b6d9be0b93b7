export const AboutStory = ({ brandName }: { brandName: string }) => (
  <section aria-labelledby="story-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
    <div className="grid items-start gap-12 lg:grid-cols-2 lg:gap-16">
      <div>
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">Our story</p>
        <h2
          id="story-heading"
          className="mt-2 text-balance font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl"
        >
          Paperwork is stressful enough. Translation shouldn&apos;t be.
        </h2>
      </div>
      <div className="flex flex-col gap-5 text-lg text-slate-600 leading-relaxed">
        <p>
          {brandName} started with a simple observation: people moving, studying or doing business abroad lose days
          asking for translation quotes, waiting for replies and wondering whether the result will be accepted.
        </p>
        <p>
          So we built a service where you upload your documents, see an honest price immediately, and follow your order
          until the translation is in your hands. We work between English and Spanish and between English and French, in
          both directions, and focus on the documents people need most: certificates, records, diplomas and business
          papers.
        </p>
      </div>
    </div>
  </section>
);
