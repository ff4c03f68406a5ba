// What the replica's staged changes touched, waiting for the engine's `flush` (engine.ts): the
// keys whose readers re-run, and the units to re-run besides the components touched.
import { TouchedKeys } from './dependencies';

export class Dirty {
  /**
   * Keys whose readers re-run; `keys.languages`: every item's language checks re-run too. The
   * components touched (`keys.ids`) re-run too, with the live record each came to.
   */
  readonly keys = new TouchedKeys();
  /** Per list of `keys.members`, whether its records came into the survey or went out. */
  readonly membersLive: boolean[] = [];
  /** Other units (component ids) to re-run: a parent, a child or a reader of what was touched. */
  readonly items = new Set<string>();
  /**
   * The last parent found touched, and the last child list noted: siblings come together, and a
   * group put back asks for each record's parent (a copy's string, not hashed yet).
   */
  private lastTouched: string | undefined;
  private lastChildList: string | undefined;

  /** Whether the component with this id was touched. */
  touched(id: string): boolean {
    if (id === this.lastTouched) return true;
    if (!this.keys.ids.has(id)) return false;
    this.lastTouched = id;
    return true;
  }

  /** Notes that the child list of `parent` (ROOT: the root) changed. */
  noteChildList(parent: string): void {
    if (parent === this.lastChildList) return;
    this.keys.children.add(parent);
    this.lastChildList = parent;
  }
}
