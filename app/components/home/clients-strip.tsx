import { clientsHeading } from "#content/home.ts";
import { site } from "#content/site.ts";

export function ClientsStrip() {
  const clients = Object.values(site.clients);
  return (
    <section aria-labelledby="kunder-tittel" className="border-b border-slate-200 bg-white py-10">
      <div className="container-page flex flex-col items-center gap-6 md:flex-row md:justify-between">
        <h2 id="kunder-tittel" className="text-sm font-semibold text-slate-600">
          {clientsHeading}
        </h2>
        <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
          {clients.map((client) => (
            <li key={client.name}>
              <a
                href={client.url}
                target="_blank"
                rel="noopener noreferrer"
                className="block opacity-80 transition-opacity hover:opacity-100"
              >
                <img
                  src={client.logo}
                  alt={client.name}
                  width={180}
                  height={48}
                  loading="lazy"
                  className="h-12 w-auto"
                />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
