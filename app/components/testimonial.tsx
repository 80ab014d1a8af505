import { site } from "#content/site.ts";

// A customer's own words (site configuration: `testimonial`), beside the closing call to action on
// every page and under the home page's case studies.
export function Testimonial({ onDark = false, className = "" }: { onDark?: boolean; className?: string }) {
  const { quote, name, role, client } = site.testimonial;
  return (
    <figure className={`mx-auto max-w-xl ${className}`}>
      <blockquote className={`text-lg italic ${onDark ? "text-slate-200" : "text-slate-800"}`}>
        «{quote}»
      </blockquote>
      <figcaption className={`mt-3 text-sm ${onDark ? "text-slate-300" : "text-slate-600"}`}>
        {name}, {role} i {site.clients[client].name}
      </figcaption>
    </figure>
  );
}
