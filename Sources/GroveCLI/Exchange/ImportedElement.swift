import FoundationEssentials
import GroveCore

/// One element of an imported JSON array, decoded on its own so that a bad one is named by its number.
struct ImportedElement<Value: Decodable>: Decodable {
    let value: Result<Value, any Error>
    /// The element's `id`, when it is text, to name it by.
    let id: String?

    init(from decoder: Decoder) throws {
        value = Result { try Value(from: decoder) }
        id = try? decoder.container(keyedBy: SessionField.self).decode(String.self, forKey: .id)
    }

    /// The value, or why the element `name` of the array `data` holds none (its path past the array's index).
    func get(named name: String, in data: Data) throws(ImportProblem) -> Value {
        do {
            return try value.get()
        } catch {
            throw .undecodable(name, error, in: data, skipping: 1)
        }
    }
}
