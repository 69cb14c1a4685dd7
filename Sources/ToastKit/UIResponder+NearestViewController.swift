#if canImport(UIKit)
import UIKit

extension UIResponder {
    /// The view controller nearest this responder along its chain (itself, if it is one): the
    /// controller whose view holds a view.
    var nearestViewController: UIViewController? {
        var next: UIResponder? = self
        while let current = next {
            if let controller = current as? UIViewController { return controller }
            next = current.next
        }
        return nil
    }
}
#endif
