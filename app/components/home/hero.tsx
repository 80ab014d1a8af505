import { hero, stats, trustPoints } from "#content/home.ts";
import { CheckList } from "../check-list";
import { ContactButton } from "../contact-dialog";
import { AuditForm } from "./audit-form";
import { Particles } from "./particles";

export function Hero() {
  return (
    <section className="on-dark relative isolate overflow-hidden bg-navy pt-28 pb-16 text-white sm:pt-36 sm:pb-24">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,#17324a_0%,#0f2233_45%,#0b1620_100%)]"
      />
      <Particles />
      <div className="container-page relative grid items-center gap-12 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="eyebrow text-accent-bright">{hero.eyebrow}</p>
          <h1 className="mt-4 text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl lg:text-[3.4rem]">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">{hero.lead}</p>
          <div className="mt-8">
            <ContactButton className="btn-primary">{hero.cta}</ContactButton>
          </div>
          <CheckList
            items={trustPoints}
            tone="bright"
            className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-200"
            itemClassName="gap-2"
          />
        </div>
        <AuditForm />
      </div>
      <dl className="container-page relative mt-14 grid grid-cols-2 gap-6 border-t border-white/10 pt-10 sm:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt className="sr-only">{stat.label}</dt>
            <dd className="text-3xl font-bold text-white sm:text-4xl">{stat.value}</dd>
            <dd className="mt-1 text-sm text-slate-300">{stat.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
