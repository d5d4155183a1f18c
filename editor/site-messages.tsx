/**
 * The site's own problems with a change, shown beside the fields they are about, under Decap's own messages. Decap
 * shows what a control's isValid() returns; every registered widget is wrapped so that a top-level field's control
 * returns the site's messages for that field, once, when a check brings them. Decap's next validation (the next
 * save) asks again without them, so a message fixed by changing another field never blocks a save: the save's own
 * check brings back whatever still holds.
 */
import type { CMS, CmsWidgetControlProps, CmsWidgetParam } from "decap-cms-core";
import { Component, type ComponentType, type Ref } from "react";

type Messages = ReadonlyMap<string, string[]>;

let current: Messages = new Map();
const listeners = new Set<(before: Messages) => void>();

/** The site's messages for the entry being saved, by top-level field name. */
export function showMessages(messages: Messages) {
  const before = current;
  current = messages;
  for (const listener of listeners) listener(before);
}

interface ControlProps extends CmsWidgetControlProps {
  parentIds?: string[];
  validate: () => void;
  field: CmsWidgetControlProps["field"];
}

type Validity = boolean | { error: unknown } | Promise<unknown>;
interface Control {
  isValid?: () => Validity;
  getWrappedInstance?: () => Control;
}

/** `Control` with the site's messages for its field added to its own validity. */
function withSiteMessages(Control: ComponentType<ControlProps & { ref: Ref<Control> }>) {
  return class SiteMessages extends Component<ControlProps> {
    private control: Control | null = null;
    private showing = false;
    private readonly name = String(this.props.field.get("name"));
    private readonly topLevel = (this.props.parentIds ?? []).length === 0;

    private readonly onMessages = (before: Messages) => {
      if (!before.has(this.name) && !current.has(this.name)) return;
      this.showing = current.has(this.name);
      this.props.validate();
    };

    componentDidMount() {
      if (this.topLevel) listeners.add(this.onMessages);
    }

    componentWillUnmount() {
      listeners.delete(this.onMessages);
    }

    componentDidUpdate(before: ControlProps) {
      // A change may be the fix: the message goes until the next check says otherwise.
      if (before.value !== this.props.value && current.has(this.name)) {
        current = new Map([...current].filter(([name]) => name !== this.name));
        this.props.validate();
      }
    }

    // Decap keeps the control's isValid and calls it on its own, so it is bound here, as Decap's widgets bind theirs.
    isValid = (): Validity => {
      const own = this.control?.isValid?.() ?? true;
      const messages = this.showing ? current.get(this.name) : undefined;
      this.showing = false;
      const ownError = own instanceof Promise || own === false || (typeof own === "object" && Boolean(own.error));
      if (!messages || ownError) return own;
      return { error: { type: "CUSTOM", message: messages.join("\n") } };
    };

    render() {
      return (
        <Control
          {...this.props}
          ref={(control: Control | null) => {
            this.control = control?.getWrappedInstance?.() ?? control;
          }}
        />
      );
    }
  };
}

/** Wraps each widget the config uses (registering it again under its own name). */
export function registerSiteMessages(cms: CMS, widgets: Iterable<string>) {
  for (const name of widgets) {
    const widget = cms.getWidget(name);
    if (!widget) throw new Error(`no Decap widget "${name}"`);
    const { control, preview, ...settings } = widget;
    cms.registerWidget({
      ...settings,
      name,
      controlComponent: withSiteMessages(control as unknown as ComponentType<ControlProps & { ref: Ref<Control> }>),
      previewComponent: preview,
    } as unknown as CmsWidgetParam);
  }
}
