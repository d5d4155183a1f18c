/**
 * Every control of both editors' forms, wrapped: it knows the path of the data it edits (field-place.ts), shows the
 * site's messages for that path (site-messages.ts; the local editor's check brings them) and, in a duplicated entry,
 * says when it still holds the original's value (leftovers.ts). Each widget the config uses is registered again under
 * its own name with this wrapper around Decap's control.
 */
import type { CMS, CmsConfig, CmsField, CmsWidgetControlProps, CmsWidgetParam } from "decap-cms-core";
import { Component, type ComponentType, type Ref } from "react";
import { placeIn, PlaceContext, type Place } from "./field-place";
import type { Entry } from "./entry-files";
import { entryDrawn, formClosed, formOpened, leftoverOf } from "./leftovers";
import { addTarget, changed, clearMessages, removeTarget, type MessageTarget } from "./site-messages";
import { words } from "./words";

interface ControlProps extends CmsWidgetControlProps {
  parentIds?: string[];
  getEntry: () => Entry;
  onValidateObject?: (id: string, errors: unknown[]) => void;
  collection: CmsWidgetControlProps["field"];
}

type Validity = boolean | { error: unknown } | Promise<unknown>;
interface Control {
  isValid?: () => Validity;
  focus?: (path: string) => void;
  getWrappedInstance?: () => Control;
  state?: { keys?: string[] };
}

/** Widgets that hold other fields: they count the leftovers inside them, which a closed one hides. */
const CONTAINERS = new Set(["object", "list"]);
/** Widgets that hold no value of the writer's, or a choice rather than words and figures. */
const NOT_LEFTOVERS = new Set(["checklist", "web-address", "boolean", "select"]);

const drawn = new Set<FieldControl>();
/** The form's top-level controls by field name, from which a nested one is revealed. */
const topLevel = new Map<string, FieldControl>();

/** A frame at a time until `element` is shown (an item Decap opens draws on its next render), for at most a second. */
function whenShown(find: () => Element | null, then: (element: Element) => void, frames = 60) {
  const element = find();
  if (element && element.getClientRects().length > 0) then(element);
  else if (frames > 0) requestAnimationFrame(() => whenShown(find, then, frames - 1));
}

type Wrapped = ComponentType<ControlProps & { ref: Ref<Control> }>;

abstract class FieldControl extends Component<ControlProps> implements MessageTarget {
  static contextType = PlaceContext;
  declare context: Place;
  protected abstract Control: Wrapped;
  private control: Control | null = null;
  private readonly name = String(this.props.field.get("name"));
  private readonly isTop = (this.props.parentIds ?? []).length === 0;
  private readonly widget = String(this.props.field.get("widget"));
  /** The original's name while this field still holds its value (a duplicate's leftover); drawn by render. */
  private leftover?: string;
  private leftoverShown?: string;
  /** False while the field is opened to show a message that is not the first: it leaves the focus where it is. */
  private focusable = true;

  private placeCache?: Place;
  /** This control's place, for itself and, with its list's items, for the controls inside it. */
  private get place(): Place {
    this.placeCache ??= {
      ...placeIn(this.context, this.name, this.props.parentIds ?? []),
      ...(this.widget === "list" && {
        list: {
          id: this.props.forID,
          keys: () => this.control?.state?.keys ?? [],
          single: Boolean(this.props.field.get("field")),
        },
      }),
    };
    return this.placeCache;
  }

  path = () => this.place.path();

  show(messages: string[]) {
    const { onValidateObject, forID, parentIds } = this.props;
    // With the ids of the fields around it, so a closed list item or object around the field shows red too.
    onValidateObject?.(
      forID,
      messages.map((message) => ({ type: "CUSTOM", parentIds, message })),
    );
  }

  reveal(first: boolean) {
    const form = this.place.formPath();
    if (!form) return;
    // Decap opens the lists around a field a render later, then focuses it: only the first may take the focus.
    this.focusable = first;
    const rest = form.slice(1).join(".");
    const top = topLevel.get(String(form[0]));
    if (rest) top?.focus(rest);
    else this.focus("");
    if (first)
      whenShown(
        () => this.anchor(),
        (label) => label.scrollIntoView({ block: "center" }),
      );
  }

  anchor() {
    return document.querySelector(`label[for="${this.props.forID}"]`);
  }

  /** Decap's way in to a nested field (Widget.focus): opened by the control, or the input focused. */
  focus(path: string) {
    if (this.control?.focus) this.control.focus(path);
    else if (this.focusable) document.getElementById(this.props.forID)?.focus({ preventScroll: true });
    this.focusable = true;
  }

  componentDidMount() {
    drawn.add(this);
    addTarget(this);
    this.leftoverDrawn();
    if (!this.isTop) return;
    topLevel.set(this.name, this);
    formOpened(this.props.getEntry());
    this.drawnEntry();
  }

  componentWillUnmount() {
    drawn.delete(this);
    removeTarget(this);
    if (!this.isTop) return;
    if (topLevel.get(this.name) === this) topLevel.delete(this.name);
    formClosed();
  }

  componentDidUpdate(before: ControlProps) {
    this.leftoverDrawn();
    if (before.value !== this.props.value) changed(this);
    if (this.isTop && before.value !== this.props.value) this.drawnEntry();
  }

  private drawnEntry() {
    const identifier = String(this.props.collection.get("identifier_field") ?? "title");
    // Once the whole form has mounted: the fields after this one have drawn but not mounted yet.
    if (entryDrawn(this.props.getEntry(), identifier))
      queueMicrotask(() => {
        for (const control of drawn) control.forceUpdate();
      });
  }

  // Decap asks controls whether they are valid only as a save begins (the top-level ones, or a list's items through
  // the list): the site's messages go then, before Decap counts the form's errors, and the save's own check brings
  // back those that still hold. Bound, as Decap keeps it.
  isValid = (): Validity => {
    clearMessages();
    return this.control?.isValid?.() ?? true;
  };

  private leftoverNow() {
    if (NOT_LEFTOVERS.has(this.widget) || CONTAINERS.has(this.widget)) return undefined;
    const path = this.place.path();
    return path && leftoverOf(this.props.getEntry(), path, this.props.value);
  }

  /** A field that became, or stopped being, a leftover: the lists and objects around it count again. */
  private leftoverDrawn() {
    if (this.leftover === this.leftoverShown) return;
    this.leftoverShown = this.leftover;
    const around = new Set(this.props.parentIds ?? []);
    for (const control of drawn) if (around.has(control.props.forID)) control.forceUpdate();
  }

  /** The note of a container: how many fields inside still hold the original's values, and whose. */
  private leftoversInside() {
    const inside = [...drawn].filter(
      (control) => control.leftover && control.props.parentIds?.includes(this.props.forID),
    );
    return inside[0]?.leftover && words.leftoversInside(inside.length, inside[0].leftover);
  }

  render() {
    const { Control } = this;
    this.leftover = this.leftoverNow();
    const inside = CONTAINERS.has(this.widget) ? this.leftoversInside() : undefined;
    return (
      <PlaceContext.Provider value={this.place}>
        {inside && (
          <p className="top5-leftover" data-leftovers-inside>
            {inside}
          </p>
        )}
        <Control
          {...this.props}
          ref={(control: Control | null) => {
            this.control = control?.getWrappedInstance?.() ?? control;
          }}
        />
        {this.leftover && (
          <p className="top5-leftover" data-leftover>
            {words.leftover(this.leftover)}
          </p>
        )}
      </PlaceContext.Provider>
    );
  }
}

function withFieldControl(Inner: Wrapped) {
  return class extends FieldControl {
    protected Control = Inner;
  };
}

/** Every widget a form of the config uses, its lists' and objects' fields included. */
function widgetsOf(fields: CmsField[] | undefined, found = new Set<string>()): Set<string> {
  for (const field of fields ?? []) {
    if (field.widget) found.add(field.widget);
    if ("fields" in field) widgetsOf(field.fields, found);
    if ("field" in field && field.field) widgetsOf([field.field], found);
  }
  return found;
}

/** Wraps each widget the config uses (registering it again under its own name). */
export function registerFieldControls(cms: CMS, config: CmsConfig) {
  const widgets = new Set(
    config.collections.flatMap((collection) => [
      ...widgetsOf(collection.fields),
      ...widgetsOf(collection.files?.flatMap((file) => file.fields)),
    ]),
  );
  for (const name of widgets) {
    const widget = cms.getWidget(name);
    if (!widget) throw new Error(`no Decap widget "${name}"`);
    const { control, preview, ...settings } = widget;
    cms.registerWidget({
      ...settings,
      name,
      controlComponent: withFieldControl(control as unknown as Wrapped),
      previewComponent: preview,
    } as unknown as CmsWidgetParam);
  }
}
