/**
 * Test-only fixes that let DOMPurify run in happy-dom as it runs in browsers. Without them the
 * sanitizer tests would test happy-dom, not the sanitizer:
 *
 * - happy-dom#2182: `Node.prototype.nodeName` returns `''` (the real names come from subclass
 *   getters), and DOMPurify ≥ 3.4.8 reads names through that very getter to resist DOM
 *   clobbering, so it drops allowed tags and keeps forbidden ones.
 * - happy-dom#1810: its NodeIterator loses its place when the node it stands on is removed, so
 *   DOMPurify never visits what follows a removed element (`<script></script><img onerror>`).
 *
 * Install before the sanitizer is first created (DOMPurify caches both at creation). Returns a
 * function that puts happy-dom back as it was.
 */
export function fixHappyDomForDomPurify(): () => void {
  const nodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
  if (!nodeName?.get || nodeName.get.call(document.createElement('p')) === 'P') return () => {};
  // happy-dom's global Document is not on the document's own prototype chain: patch the owner.
  let owner: object | null = document;
  while (owner && !Object.hasOwn(owner, 'createNodeIterator')) owner = Object.getPrototypeOf(owner);
  const iteratorOwner = owner ?? Document.prototype;
  const createNodeIterator = Object.getOwnPropertyDescriptor(iteratorOwner, 'createNodeIterator');

  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node) {
      return nameOf(this);
    },
  });
  Object.defineProperty(iteratorOwner, 'createNodeIterator', {
    configurable: true,
    writable: true,
    value(root: Node, whatToShow = 0xffffffff, filter: NodeFilter | null = null) {
      return new SpecNodeIterator(root, whatToShow, filter);
    },
  });

  return () => {
    Object.defineProperty(Node.prototype, 'nodeName', nodeName);
    if (createNodeIterator) Object.defineProperty(iteratorOwner, 'createNodeIterator', createNodeIterator);
    else delete (iteratorOwner as { createNodeIterator?: unknown }).createNodeIterator;
  };
}

function nameOf(node: Node): string {
  switch (node.nodeType) {
    case Node.ELEMENT_NODE:
      return (node as Element).tagName;
    case Node.ATTRIBUTE_NODE:
      return (node as Attr).name;
    case Node.TEXT_NODE:
      return '#text';
    case Node.CDATA_SECTION_NODE:
      return '#cdata-section';
    case Node.PROCESSING_INSTRUCTION_NODE:
      return (node as ProcessingInstruction).target;
    case Node.COMMENT_NODE:
      return '#comment';
    case Node.DOCUMENT_NODE:
      return '#document';
    case Node.DOCUMENT_TYPE_NODE:
      return (node as DocumentType).name;
    case Node.DOCUMENT_FRAGMENT_NODE:
      return '#document-fragment';
    default:
      return '';
  }
}

/**
 * The part of a DOM NodeIterator that DOMPurify uses (`nextNode`), with the spec's handling of a
 * removed reference node: the iterator steps back to the node before it, so whatever now
 * follows (e.g. the hoisted children of a removed element) is still visited.
 */
class SpecNodeIterator {
  private reference: Node;
  private before = true;
  private parent: Node | null = null;
  private previous: Node | null = null;

  constructor(
    readonly root: Node,
    readonly whatToShow: number,
    readonly filter: NodeFilter | null,
  ) {
    this.reference = root;
  }

  nextNode(): Node | null {
    let node: Node | null = this.settle();
    for (;;) {
      if (this.before) this.before = false;
      else node = node && this.following(node);
      if (!node) return null;
      if (this.accepts(node)) {
        this.reference = node;
        this.parent = node.parentNode;
        this.previous = node.previousSibling;
        return node;
      }
    }
  }

  /** The reference node, or where it stood if it has been removed since it was returned. */
  private settle(): Node {
    const ref = this.reference;
    if (ref === this.root || this.root.contains(ref)) return ref;
    const { previous, parent } = this;
    if (previous && parent && previous.parentNode === parent && this.root.contains(previous)) {
      let last: Node = previous;
      while (last.lastChild) last = last.lastChild;
      return (this.reference = last);
    }
    return (this.reference = parent && (parent === this.root || this.root.contains(parent)) ? parent : this.root);
  }

  private following(node: Node): Node | null {
    if (node.firstChild) return node.firstChild;
    for (let at: Node | null = node; at && at !== this.root; at = at.parentNode) {
      if (at.nextSibling) return at.nextSibling;
    }
    return null;
  }

  private accepts(node: Node): boolean {
    if (!(this.whatToShow & (1 << (node.nodeType - 1)))) return false;
    if (!this.filter) return true;
    const verdict = typeof this.filter === 'function' ? this.filter(node) : this.filter.acceptNode(node);
    return verdict === NodeFilter.FILTER_ACCEPT;
  }
}
