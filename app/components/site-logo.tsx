import { site } from "#content/site.ts";

export function SiteLogo({ light = false }: { light?: boolean }) {
  return (
    <img
      src={light ? "/images/logos/fjellvik-digital-light.svg" : "/images/logos/fjellvik-digital.svg"}
      alt={site.companyName}
      width={150}
      height={40}
      className="h-10 w-auto"
    />
  );
}
