#!/usr/bin/env python3
"""Writes Schemas/typefit-spec-v1.schema.json, the JSON Schema (draft 2020-12) of the spec format.

The field lists mirror Sources/TypeFitLayout/Spec/ElementType.swift; SpecSchemaTests checks that
they agree. Run from the repository root: python3 scripts/spec-schema.py
"""
import json
import os

STYLES = ["largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline",
          "footnote", "caption1", "caption2", "title", "caption", "subhead"]
STYLES += ["UICTFontTextStyle" + name for name in ["LargeTitle", "Title1", "Title2", "Title3", "Headline", "Body",
                                                  "Callout", "Subhead", "Footnote", "Caption1", "Caption2"]]
WEIGHTS = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
PARAM = {"$ref": "#/$defs/parameter"}


def ref(name):
    return {"$ref": "#/$defs/" + name}


def either(*schemas):
    return {"anyOf": list(schemas) + [PARAM]}


def enum(values, description=None):
    schema = either({"enum": values})
    if description:
        schema["description"] = description
    return schema


def described(schema, text):
    result = dict(schema)
    result["description"] = text
    return result


BOOL = either({"type": "boolean"})
FINDING_KINDS = ["truncated", "clipped", "overlap", "offscreen", "squeezed", "shrunk", "fixedFont", "touchTarget", "hierarchy",
                 "missingGlyphs"]
TEXT = {"type": "string"}
LENGTH = ref("length")
MAX_LENGTH = ref("maximumLength")
INSETS = ref("insets")
CHILDREN = {"type": "array", "items": ref("element")}

COMMON = {
    "type": None,  # the type names, set from OWN below
    "id": described(TEXT, "A name for the element, unique in the spec; findings use it."),
    "width": described(LENGTH, "A fixed width in points."),
    "height": described(LENGTH, "A fixed height in points."),
    "minWidth": LENGTH,
    "maxWidth": described(MAX_LENGTH, "A maximum width, or \"infinity\" to fill what the parent offers."),
    "minHeight": LENGTH,
    "maxHeight": described(MAX_LENGTH, "A maximum height, or \"infinity\" to fill what the parent offers."),
    "aspectRatio": described(either({"type": "number", "exclusiveMinimum": 0}), "Width / height."),
    "hugging": described(ref("priorities"), "Content hugging priority (1…1000), default 250."),
    "compressionResistance": described(ref("priorities"), "Compression resistance priority (1…1000), default 750."),
    "layoutPriority": described(either({"type": "number"}), "SwiftUI .layoutPriority, default 0."),
    "hidden": described(BOOL, "Present but not shown."),
    "clipsToBounds": BOOL,
    "pin": ref("pin"),
    "allowsOverlap": described(BOOL, "Other elements may overlap this one without a finding."),
    "interactive": described(BOOL, "A person taps the element (default: buttons and text fields only)."),
    "hitArea": described({"oneOf": [{"type": "number", "minimum": 1, "maximum": 1000},
                                     {"type": "object", "additionalProperties": False, "required": ["width", "height"],
                                      "properties": {"width": {"type": "number", "minimum": 1, "maximum": 1000},
                                                     "height": {"type": "number", "minimum": 1, "maximum": 1000}}}]},
                         "The touch area, centred on the frame, when larger than the frame."),
    "intended": described({"type": "object", "propertyNames": {"enum": FINDING_KINDS},
                           "additionalProperties": {"type": "string", "minLength": 1}},
                          "Finding kinds meant to be there, each with its reason; reported as information."),
    "dynamicTypeRange": described(either({"type": "string"}), "SwiftUI .dynamicTypeSize range, e.g. \"...xxxLarge\"."),
    "when": {"type": "array", "items": {"type": "object"}},
    "description": described(TEXT, "Ignored; for people."),
}
FIXED = ["type", "id", "when", "dynamicTypeRange", "description"]

FONT_FIELDS = {
    "style": described(ref("textStyle"), "A text style, default body."),
    "weight": ref("weight"),
    "font": ref("font"),
}
TEXT_FIELDS = {
    "lines": described(either({"type": "integer", "minimum": 0}), "Maximum lines; 0 = unlimited."),
    "lineBreak": enum(["wordWrap", "charWrap", "clip", "truncateHead", "truncateMiddle", "truncateTail"]),
    "minimumScaleFactor": either({"type": "number", "minimum": 0, "maximum": 1}),
}

KEY_FIELDS = {
    "key": described({"type": "string", "minLength": 1},
                     "A localisation key, looked up in the spec's String Catalogs and .strings files."),
    "arguments": described({"type": "array", "items": {"type": ["string", "number"]}},
                           "Values of the key's format arguments %1$@, %2$lld …, in order."),
}

SECTION_TEXT = {"anyOf": [TEXT, {"type": "object", "additionalProperties": False,
                                   "properties": {"text": TEXT, **KEY_FIELDS}}]}

OWN = {
    "label": {"text": TEXT, **KEY_FIELDS, **FONT_FIELDS, **TEXT_FIELDS,
              "alignment": enum(["natural", "leading", "center", "trailing", "justified"]),
              "lineHeight": LENGTH, "truncationIntended": BOOL},
    "button": {"title": TEXT, **KEY_FIELDS, **FONT_FIELDS, **TEXT_FIELDS, "insets": INSETS,
               "configuration": described(enum(["plain", "gray", "tinted", "filled"]),
                                          "A UIButton.Configuration style; absent = a button without a configuration."),
               "cornerStyle": described(enum(["capsule", "large", "medium", "small", "fixed", "dynamic"]),
                                        "The configuration's corner style; changes nothing in layout."),
               "buttonSize": described(enum(["mini", "small", "medium", "large"]),
                                       "The configuration's size: insets and the title's text style (default medium)."),
               "subtitle": described({"oneOf": [TEXT, {"type": "object", "additionalProperties": False,
                                                       "properties": {"text": TEXT, **KEY_FIELDS}}]},
                                     "A subtitle below the title: a string or {text, key, arguments}.")},
    "textField": {"placeholder": TEXT, **KEY_FIELDS, "value": TEXT, **FONT_FIELDS, "insets": INSETS,
                  "border": enum(["roundedRect", "none"])},
    "image": {"size": ref("imageSize"), "scalesWith": ref("textStyle"), "maxSize": LENGTH},
    "box": {"padding": INSETS, "children": CHILDREN, "opaque": BOOL},
    "spacer": {"minLength": LENGTH},
    "stack": {"axis": enum(["horizontal", "vertical"]), "spacing": LENGTH,
              "alignment": enum(["fill", "leading", "center", "trailing", "firstBaseline", "lastBaseline"]),
              "distribution": enum(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]),
              "padding": INSETS, "children": CHILDREN},
    "scroll": {"axis": enum(["horizontal", "vertical"]), "padding": INSETS, "spacing": LENGTH,
               "content": ref("element"), "children": CHILDREN},
    "grid": {"columns": either({"type": "integer", "minimum": 1, "maximum": 100}), "spacing": LENGTH,
             "rowSpacing": LENGTH, "columnSpacing": LENGTH, "itemHeight": LENGTH, "padding": INSETS,
             "children": CHILDREN, "repeat": ref("repeat")},
    "list": {"rowHeight": LENGTH, "minimumRowHeight": LENGTH, "rowPadding": INSETS,
             "rows": {"type": "array", "items": ref("element")},
             "style": enum(["plain", "grouped", "insetGrouped"], "UITableView.Style; default plain."),
             "sections": described({"type": "array", "items": {
                 "type": "object", "additionalProperties": False,
                 "properties": {"header": SECTION_TEXT, "footer": SECTION_TEXT,
                                "rows": {"type": "array", "items": ref("element")},
                                "description": TEXT}}},
                 "Instead of rows: sections, each with an optional header and footer text and its rows.")},
    "fits": {"axes": enum(["horizontal", "vertical", "both"]),
             "alternatives": {"type": "array", "minItems": 1, "items": ref("element")}},
}
OWN["icon"] = OWN["image"]

# iOS's own components (Sources/TypeFitLayout/Components/).
OWN["switch"] = {"isOn": described(BOOL, "Whether the switch is on; it changes nothing in layout.")}
BAR_ITEM = {"type": "object", "additionalProperties": False,
            "properties": {"title": TEXT, "symbol": {"type": "string", "minLength": 1}, "id": TEXT},
            "oneOf": [{"required": ["title"]}, {"required": ["symbol"]}]}
TOOLBAR_ITEM = {"type": "object", "additionalProperties": False,
                "properties": {"title": TEXT, "symbol": {"type": "string", "minLength": 1}, "text": TEXT,
                               "type": {"enum": ["flexibleSpace"]}, "id": TEXT},
                "oneOf": [{"required": ["title"]}, {"required": ["symbol"]}, {"required": ["text"]},
                          {"required": ["type"]}]}
OWN["navigationBar"] = {
    "title": described(TEXT, "The screen's title."),
    "display": enum(["inline", "large"], "The title in the 44 pt bar (default), or large on its own line."),
    "backButton": described(TEXT, "The previous screen's title, shown with a chevron."),
    "leadingItems": {"type": "array", "items": BAR_ITEM},
    "trailingItems": {"type": "array", "items": BAR_ITEM},
    "searchBar": described({"anyOf": [{"type": "boolean"},
                                      {"type": "object", "additionalProperties": False,
                                       "properties": {"placeholder": TEXT, "cancelButton": {"type": "boolean"}}}]},
                           "A search bar under the title: true, or {placeholder, cancelButton}."),
    "prompt": described(TEXT, "A line of text above the bar."),
}
OWN["tabBar"] = {
    "items": {"type": "array", "minItems": 1,
              "items": {"type": "object", "additionalProperties": False, "required": ["title", "symbol"],
                        "properties": {"title": TEXT, "symbol": {"type": "string", "minLength": 1}, "id": TEXT}}},
    "selected": described(either({"type": "integer", "minimum": 0}), "The selected item's index."),
    "itemLayout": enum(["stacked", "inline"], "Icon above the title (compact width, default) or beside it."),
}
OWN["toolbar"] = {"items": {"type": "array", "items": TOOLBAR_ITEM}}
OWN["searchBar"] = {"placeholder": described(TEXT, "Default \"Search\"."),
                    "cancelButton": described(BOOL, "A Cancel button beside the field.")}
CELL_ACCESSORY = either({"enum": ["disclosureIndicator", "checkmark", "detailButton", "switch"]},
                        {"type": "object", "additionalProperties": False, "required": ["label"],
                         "properties": {"label": TEXT}},
                        {"type": "object", "additionalProperties": False, "required": ["custom"],
                         "properties": {"custom": ref("element")}})
OWN["cell"] = {
    "style": enum(["cell", "subtitleCell", "valueCell"], "UIListContentConfiguration style; default cell."),
    "text": TEXT, **KEY_FIELDS,
    "secondaryText": TEXT,
    "image": described({"type": "object", "additionalProperties": False, "required": ["symbol"],
                        "properties": {"symbol": {"type": "string", "minLength": 1},
                                       "size": either({"type": "number", "minimum": 1, "maximum": 1000}),
                                       "background": BOOL}},
                       "An SF Symbol, in a coloured rounded square (background) or plain; size at large, default 29."),
    "prefersSideBySideTextAndSecondaryText": described(BOOL, "Text and secondary text side by side when both fit; default true for valueCell."),
    "accessory": described(CELL_ACCESSORY, "The trailing accessory."),
    "lines": described(either({"type": "integer", "minimum": 0}), "The text's maximum lines; 0 (default) = unlimited."),
    "secondaryLines": described(either({"type": "integer", "minimum": 0}), "The secondary text's maximum lines; 0 (default) = unlimited."),
}

COMMON["type"] = described(enum(list(OWN)), "What the element is.")
REQUIRED = {"image": ["size"], "icon": ["size"], "stack": ["axis"],
            "grid": ["columns"], "fits": ["alternatives"], "tabBar": ["items"], "toolbar": ["items"]}
COMPONENT_TEXT = {"oneOf": [TEXT, {"type": "object", "additionalProperties": False,
                                   "properties": {"text": TEXT, **KEY_FIELDS}}]}
ALERT_ACTIONS = described({"type": "array", "minItems": 1, "items": {
    "type": "object", "additionalProperties": False, "required": ["title"],
    "properties": {"title": COMPONENT_TEXT, "style": enum(["default", "cancel", "destructive"]),
                   "id": {"type": "string", "minLength": 1}}}},
    "The actions, each {title, style, id}; one cancel action at most.")
OWN["alert"] = {"title": described(COMPONENT_TEXT, "The title: a string or {text, key, arguments}."),
                "message": described(COMPONENT_TEXT, "The message: a string or {text, key, arguments}."),
                "textFields": described({"type": "array", "items": {
                    "type": "object", "additionalProperties": False,
                    "properties": {"placeholder": COMPONENT_TEXT}}}, "Text fields, each {placeholder}."),
                "actions": ALERT_ACTIONS}
VALUE_RANGE = {"value": described({"type": "number"}, "The value; it changes nothing in layout."),
               "minimum": {"type": "number"}, "maximum": {"type": "number"}}
OWN["segmentedControl"] = {"segments": described({"type": "array", "minItems": 1, "items": COMPONENT_TEXT},
                                                 "The segments' titles: strings or {text, key, arguments}."),
                           "selected": described({"type": "integer", "minimum": 0}, "The selected segment; it changes nothing in layout.")}
OWN["stepper"] = dict(VALUE_RANGE)
OWN["slider"] = dict(VALUE_RANGE)
OWN["progressView"] = {"progress": described({"type": "number", "minimum": 0, "maximum": 1}, "0 to 1; it changes nothing in layout.")}
OWN["activityIndicator"] = {"style": described(enum(["medium", "large"]), "20 pt (medium, the default) or 37 pt (large).")}
OWN["toggle"] = {"label": described(COMPONENT_TEXT, "The label: a string or {text, key, arguments}."),
                 "isOn": described(BOOL, "Whether the switch is on; it changes nothing in layout.")}
OWN["labeledContent"] = {"label": described(COMPONENT_TEXT, "The label: a string or {text, key, arguments}."),
                         "value": described(COMPONENT_TEXT, "The value: a string or {text, key, arguments}.")}
OWN["iconLabel"] = {"title": described(COMPONENT_TEXT, "The title: a string or {text, key, arguments}."),
                    "symbol": described({"type": "string", "minLength": 1}, "The SF Symbol's name; it changes nothing in layout."),
                    "style": described(ref("textStyle"), "The text style of the title and icon, default body."),
                    "labelStyle": enum(["titleAndIcon", "titleOnly", "iconOnly"])}
OWN["actionSheet"] = {"title": OWN["alert"]["title"], "message": OWN["alert"]["message"], "actions": ALERT_ACTIONS}

COMMON["type"] = described(enum(list(OWN)), "What the element is.")
REQUIRED = {"image": ["size"], "icon": ["size"], "stack": ["axis"],
            "grid": ["columns"], "fits": ["alternatives"], "alert": ["actions"], "actionSheet": ["actions"],
            "segmentedControl": ["segments"], "toggle": ["label"], "labeledContent": ["label", "value"],
            "iconLabel": ["title"]}


# A label and a button need their text, or a localisation key instead.
TEXT_OR_KEY = {"label": "text", "button": "title", "cell": "text"}


def type_schema(name):
    own = OWN[name]
    settable = {k: {} for k in COMMON if k not in FIXED}
    settable.update({k: {} for k in own})
    rule = {
        "type": "object",
        "properties": {
            "categories": ref("categories"),
            "set": {"type": "object", "allOf": [ref(name + "Fields"), ref("commonFields")],
                    "propertyNames": {"enum": sorted(settable)}},
            "description": TEXT,
        },
        "required": ["categories", "set"],
        "additionalProperties": False,
    }
    return {
        "allOf": [ref("commonFields"), ref(name + "Fields")],
        "properties": {"when": {"type": "array", "items": rule}},
        "required": REQUIRED.get(name, []),
        **({"anyOf": [{"required": [TEXT_OR_KEY[name]]}, {"required": ["key"]}]} if name in TEXT_OR_KEY else {}),
        "unevaluatedProperties": False,
    }


def schema():
    defs = {
        "parameter": {"type": "string", "pattern": "^\\{[A-Za-z_][A-Za-z0-9_]*\\}$",
                      "description": "Inside a component: a parameter standing for the whole value."},
        "scaledMetric": {
            "type": "object",
            "description": "A length that scales with a text style (@ScaledMetric, UIFontMetrics.scaledValue).",
            "properties": {"value": either({"type": "number", "minimum": 0}), "relativeTo": ref("textStyle"),
                           "max": either({"type": "number", "minimum": 0})},
            "required": ["value"], "additionalProperties": False,
        },
        "length": {"anyOf": [{"type": "number", "minimum": 0}, ref("scaledMetric"), PARAM],
                   "description": "Points ≥ 0, or a scaled metric."},
        "maximumLength": {"anyOf": [ref("length"), {"const": "infinity"}]},
        "insets": {"anyOf": [ref("length"), {
            "type": "object",
            "properties": {k: ref("length") for k in ["top", "bottom", "leading", "trailing", "horizontal", "vertical"]},
            "additionalProperties": False}]},
        "priorities": either({"type": "number", "minimum": 1, "maximum": 1000}, {
            "type": "object",
            "properties": {"horizontal": either({"type": "number", "minimum": 1, "maximum": 1000}),
                           "vertical": either({"type": "number", "minimum": 1, "maximum": 1000})},
            "additionalProperties": False}),
        "textStyle": either({"enum": STYLES}),
        "weight": either({"enum": WEIGHTS}, {"enum": [100, 200, 300, 400, 500, 600, 700, 800, 900]}),
        "font": either({
            "type": "object",
            "properties": {"family": TEXT, "file": TEXT, "size": either({"type": "number", "exclusiveMinimum": 0}),
                           "relativeTo": ref("textStyle"), "maxSize": either({"type": "number", "exclusiveMinimum": 0}),
                           "weight": ref("weight")},
            "required": ["size"], "additionalProperties": False,
            "not": {"required": ["family", "file"]}}),
        "imageSize": {"anyOf": [ref("length"), {
            "type": "object", "properties": {"width": ref("length"), "height": ref("length")},
            "required": ["width", "height"], "additionalProperties": False}]},
        "pin": either({
            "type": "object",
            "properties": {"edge": enum(["top", "bottom", "leading", "trailing"]), "inset": ref("length"),
                           "respectsSafeArea": BOOL, "reservesSpace": BOOL},
            "required": ["edge"], "additionalProperties": False}),
        "repeat": {"type": "object",
                   "properties": {"count": either({"type": "integer", "minimum": 0, "maximum": 10000}),
                                  "item": ref("element")},
                   "required": ["count", "item"], "additionalProperties": False},
        "categories": {"anyOf": [{"type": "string", "minLength": 1},
                                 {"type": "array", "minItems": 1, "items": {"type": "string", "minLength": 1}}],
                       "description": "all, standard, accessibility, names, ranges (xxLarge..., ...large), comma lists."},
        "commonFields": {"type": "object", "properties": COMMON},
        "device": {"anyOf": [{"type": "string", "minLength": 1}, {
            "type": "object",
            "properties": {
                "name": TEXT, "width": {"type": "number", "exclusiveMinimum": 0},
                "height": {"type": "number", "exclusiveMinimum": 0},
                "safeArea": {"type": "object",
                             "properties": {k: {"type": "number", "minimum": 0} for k in ["top", "bottom", "leading", "trailing"]},
                             "additionalProperties": False},
                "scale": {"enum": [1, 2, 3]}, "orientation": {"enum": ["portrait", "landscape"]}},
            "additionalProperties": False}]},
        "componentUse": {
            "type": "object",
            "allOf": [ref("commonFields")],
            "properties": {"use": TEXT,
                           "with": {"type": "object", "additionalProperties": {"type": ["string", "number", "boolean"]}}},
            "required": ["use"],
            "not": {"required": ["type"]},
            "propertyNames": {"enum": sorted(set(COMMON) | {"use", "with"} | {k for own in OWN.values() for k in own})},
        },
        "component": {
            "type": "object",
            "properties": {"params": {"type": "object", "additionalProperties": {"type": ["string", "number", "boolean"]}},
                           "element": ref("element"), "description": TEXT},
            "required": ["element"], "additionalProperties": False,
        },
        "element": {
            "type": "object",
            "if": {"required": ["use"]},
            "then": ref("componentUse"),
            "else": {
                "required": ["type"],
                "properties": {"type": COMMON["type"]},
                "allOf": [{"if": {"properties": {"type": {"const": name}}, "required": ["type"]}, "then": ref(name + "Element")}
                          for name in OWN],
            },
        },
    }
    for name, own in OWN.items():
        defs[name + "Fields"] = {"type": "object", "properties": own}
        defs[name + "Element"] = type_schema(name)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://typefit.dev/schemas/typefit-spec-v1.schema.json",
        "title": "TypeFit screen spec, format version 1",
        "description": "A screen described once and laid out at the 12 iOS content size categories. See docs/spec.md.",
        "type": "object",
        "properties": {
            "$schema": {"type": "string"},
            "typefit": {"const": 1, "description": "The format version."},
            "name": {"type": "string", "minLength": 1},
            "description": TEXT,
            "device": ref("device"),
            "devices": {"type": "array", "minItems": 1, "items": ref("device")},
            "keyboard": {"anyOf": [{"enum": ["hidden", "shown"]}, {
                "type": "object",
                "properties": {"shown": {"type": "boolean"}, "quickType": {"type": "boolean"}},
                "additionalProperties": False}],
                "description": "The software keyboard on every device checked: hidden (default), shown (with the QuickType bar), or {shown, quickType}."},
            "presentation": {"enum": ["fullScreen", "sheet", "alert"],
                             "description": "fullScreen (default), sheet (a page sheet), alert (centred at its own size)."},
            "categories": ref("categories"),
            "direction": {"enum": ["leftToRight", "rightToLeft"]},
            "language": {"type": "string", "pattern": "^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$",
                         "description": "The language the spec's own texts are written in (ja, zh-Hans, zh-Hant, zh-HK, ko …): line breaking, shaping and fallback fonts follow it."},
            "strings": {"type": "array", "minItems": 1, "items": {"type": "string", "minLength": 1},
                        "description": "String Catalogs (.xcstrings), .strings files or .lproj folders, relative to the spec."},
            "components": {"type": "object", "additionalProperties": ref("component")},
            "root": ref("element"),
        },
        "required": ["typefit", "root"],
        "not": {"required": ["device", "devices"]},
        "additionalProperties": False,
        "$defs": defs,
    }


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    path = os.path.join(root, "Schemas", "typefit-spec-v1.schema.json")
    with open(path, "w", encoding="utf-8") as out:
        json.dump(schema(), out, indent=2, ensure_ascii=False)
        out.write("\n")
    print("wrote", path)


if __name__ == "__main__":
    main()
