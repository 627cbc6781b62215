/** A section heading inside a step (h3: the step's own heading is the h2). */
import { Subtitle2 } from "@fluentui/react-components";
import type { ReactNode } from "react";

export function Titulo({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Subtitle2 as="h3" id={id} block style={{ marginBlock: "0.5rem 0.25rem" }}>
      {children}
    </Subtitle2>
  );
}
